# The menu's words for Golem Battle's settings (gamemaster.menu).  Polish
# (words_menu_en.py: the ids and the rules).
WORDS = (
    {"GOLEMS_PLAYERS": "Gracze", "GOLEMS_VARIANT": "Wariant",
     "GOLEMS_SIEGE": "Oblężenie: atak/obrona", "GOLEMS_FIELD": "Pole",
     "GOLEMS_PROGRAM_SECONDS": "Czas programu", "GOLEMS_ENERGY_RULE": "Koniec energii"},     # labels: its settings' names
    {"beginner": "dla początkujących", "standard": "standardowa",
     "autonomous": "autonomiczne", "siege": "zamek w oblężeniu",
     "red/blue": "czerwony/niebieski", "red/yellow": "czerwony/żółty",
     "red/green": "czerwony/zielony", "blue/red": "niebieski/czerwony",
     "blue/yellow": "niebieski/żółty", "blue/green": "niebieski/zielony",
     "yellow/red": "żółty/czerwony", "yellow/blue": "żółty/niebieski",
     "yellow/green": "żółty/zielony", "green/red": "zielony/czerwony",
     "green/blue": "zielony/niebieski", "green/yellow": "zielony/żółty",
     "stop_at_1": "stop na 1", "spend_all": "zużyj wszystko"},     # values: its choices' words
)
