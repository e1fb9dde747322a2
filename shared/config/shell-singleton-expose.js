// Placeholder source for the shell's singleton exposes; shell-singleton-expose-loader.cjs writes each one.
