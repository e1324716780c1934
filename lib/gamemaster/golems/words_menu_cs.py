# The menu's words for Golem Battle's settings (gamemaster.menu).  Czech
# (words_menu_en.py: the ids and the rules).
WORDS = (
    {"GOLEMS_PLAYERS": "Hráči", "GOLEMS_VARIANT": "Varianta",
     "GOLEMS_SIEGE": "Obležení: útok/obrana", "GOLEMS_FIELD": "Pole",
     "GOLEMS_PROGRAM_SECONDS": "Čas na program", "GOLEMS_ENERGY_RULE": "Konec energie"},     # labels: its settings' names
    {"beginner": "pro začátečníky", "standard": "standardní", "autonomous": "autonomní",
     "siege": "hrad v obležení", "red/blue": "červený/modrý", "red/yellow": "červený/žlutý",
     "red/green": "červený/zelený", "blue/red": "modrý/červený", "blue/yellow": "modrý/žlutý",
     "blue/green": "modrý/zelený", "yellow/red": "žlutý/červený",
     "yellow/blue": "žlutý/modrý", "yellow/green": "žlutý/zelený",
     "green/red": "zelený/červený", "green/blue": "zelený/modrý",
     "green/yellow": "zelený/žlutý", "stop_at_1": "stop na 1", "spend_all": "vyčerpat vše"},     # values: its choices' words
)
