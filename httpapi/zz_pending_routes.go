package httpapi

// Placeholders so the package builds while the operations handlers are being
// written: delete each one when its real definition lands in its area file.

func (s *Server) saleRoutes()      {}
func (s *Server) returnRoutes()    {}
func (s *Server) purchaseRoutes()  {}
func (s *Server) inventoryRoutes() {}
