package httpapi

import (
	"io"

	"sgc/engine"
	"sgc/reporting"
)

// The PDF lists of the administration screens (package reporting): they read
// no parameter and show the same list to every role the route admits.

func (s *Server) branchesPDF(q *request) error { return s.listDocument(q, reporting.Branches) }

func (s *Server) usersPDF(q *request) error { return s.listDocument(q, reporting.Users) }

func (s *Server) customersPDF(q *request) error { return s.listDocument(q, reporting.Customers) }

func (s *Server) suppliersPDF(q *request) error { return s.listDocument(q, reporting.Suppliers) }

func (s *Server) categoriesPDF(q *request) error { return s.listDocument(q, reporting.Categories) }

func (s *Server) unitsPDF(q *request) error { return s.listDocument(q, reporting.Units) }

// listDocument answers the PDF list write.
func (s *Server) listDocument(q *request, write func(*engine.Engine, io.Writer) (string, error)) error {
	return q.document("pdf", func(w io.Writer) (string, error) { return write(s.eng, w) })
}
