@_implementationOnly import CPango

/// Pango's functions, by their own names, as the loader found them: the
/// painter calls none before `cpango_load()` has succeeded.
var cpango: CPangoFunctions { cpango_functions().pointee }
