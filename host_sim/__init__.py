"""Desktop simulator and host tools for the game-master appliance."""
