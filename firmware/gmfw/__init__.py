# Device glue: view models -> displayio, NeoPixels and sound; button -> app.
