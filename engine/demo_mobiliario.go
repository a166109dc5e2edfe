package engine

// loadDemoFurniture registers the furniture of the main branch and of one
// shop, through the ordinary command.
func (e *Engine) loadDemoFurniture(root Actor) error {
	items := []struct {
		branch uint64
		in     MobiliarioInput
	}{
		{1, MobiliarioInput{FechaEntrega: "2024-02-15", Cantidad: "4", Mobiliario: "Estante metálico de 5 niveles", Valor: "650",
			Estado: "USADO", Largo: "1.20", Alto: "2.00", Ancho: "0.45", Observaciones: "Depósito principal"}},
		{1, MobiliarioInput{FechaEntrega: "2024-06-03", Cantidad: "1", Mobiliario: "Escritorio de oficina", Valor: "1200",
			Estado: "NUEVO", Largo: "1.40", Alto: "0.75", Ancho: "0.70", Observaciones: "Administración"}},
		{1, MobiliarioInput{FechaEntrega: "2023-09-20", Cantidad: "6", Mobiliario: "Silla giratoria", Valor: "380",
			Estado: "MALO", Observaciones: "Dos con el respaldo roto"}},
		{2, MobiliarioInput{FechaEntrega: "2024-03-10", Cantidad: "2", Mobiliario: "Vitrina de vidrio con llave", Valor: "1850",
			Estado: "NUEVO", Largo: "1.80", Alto: "1.00", Ancho: "0.60", Observaciones: "Mostrador de herramientas"}},
	}
	for _, it := range items {
		if _, err := e.SaveMobiliario(root, it.branch, 0, it.in); err != nil {
			return err
		}
	}
	return nil
}
