# What a row of a battle the device plays did, golem by golem (battle.py,
# engine.format_report: "Red: then 3(F) ok/clash/ok -1"; the colours are
# words_master's).  English.  One entry a line, its id in the comment
# (docs/architecture.md, "Languages").
WORDS = (
    "out",                              # out: a golem that did nothing (no lives)
    "then",                             # then: a condition true, its first card
    "else",                             # else: false, its second
    "drops o",                          # drops: the barrel (o on the field's text) dropped
    "ok",                               # ok: the step done
    "edge",                             # edge: the field's edge
    "blocked",                          # blocked: an obstacle
    "clash",                            # clash: two golems onto one field
    "water",                            # water
    "hit",                              # hit: a strike that took a life
    "defended",                         # defended: a strike on a defending golem
    "miss",                             # miss: a strike at nothing
    "smashed",                          # smashed: a barrel
    "took",                             # took: a barrel taken
    "nothing",                          # nothing: nothing to take
    "carried",                          # carried: a barrel carried along
)
