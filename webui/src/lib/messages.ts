// The Spanish texts of the UI that the specification fixes word for word, in
// one place so that a wording change is one edit and tests can refer to them.
// Labels that belong to a single screen stay in that screen.

/** Fixed user-facing texts. */
export const MSG = {
  appTitle: 'SISTEMA DE GESTIÓN COMERCIAL',
  loginIntro: 'Ingresa tus credenciales para acceder a la plataforma.',
  version: 'Versión 2.0',
  logout: 'Cerrar Sesión',
  denied: 'No tienes permisos para acceder a esta ruta',
  notFound: 'La página solicitada no existe.',

  loading: 'Cargando...',
  loadError: 'Error al cargar los datos. Por favor, inténtalo de nuevo más tarde.',
  noData: 'No hay datos disponibles en este momento.',
  emptyTable: 'No hay registros para mostrar.',
  search: 'Buscar...',

  confirmTitle: '¿Estás seguro?',
  // A form in a dialog that is closed with data typed in it.
  discardText: 'Se perderán los datos escritos.',
  discardKeep: 'Seguir editando',
  discardConfirm: 'Descartar',
  saved: 'Guardado Correctamente',
  registerError: 'Hubo un error al registrar: ',
  updateError: 'Hubo un error al actualizar: ',
  toggleError: 'Hubo un error al cambiar de estado: ',
  accessDenied: 'Acceso denegado: ',
  pdfOk: 'PDF exportado correctamente',
  pdfError: 'Error al exportar PDF',
  // Exports of the transfers, accounts, cash and reports screens.
  excelFileOk: 'Archivo Excel exportado correctamente',
  excelFileError: 'Error al exportar a Excel',
  pdfFileOk: 'Archivo PDF exportado correctamente',
  pdfFileError: 'Error al exportar a PDF',
  rolesLoadError: 'Error al cargar los roles',

  assignSaved: 'Cambios guardados correctamente.',
  assignSaveError: 'Hubo un error al guardar.',
  assignLoadError: 'Error al cargar sucursales.',
  pricesRequired: 'Debes seleccionar al menos un precio.',
  invalidNumber: 'Valor inválido.',
  invalidDate: 'Fecha no válida.',

  active: 'Activo',
  inactive: 'Inactivo',
  selected: 'Seleccionada',

  // Not fixed by the specification, worded in the same register.
  networkError: 'No se pudo conectar con el servidor.',
  unknownError: 'Error desconocido',
  invalidData: 'Los datos enviados no son válidos.',
} as const;
