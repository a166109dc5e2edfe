// Command sgc is the Sistema de Gestión Comercial: the server and the owner's tools.
package main

import (
	"os"

	"sgc/cli"
)

func main() { os.Exit(cli.Main(os.Args[1:])) }
