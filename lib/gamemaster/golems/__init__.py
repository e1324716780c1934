# Golem Battle (Битва Големов, card version 3.1): rules engine and device
# game-master.
#
# Modules:
#
# * ``cards``    - the 18 action cards, the 4 bonus cards, programs (4 slots)
#                  and the checks that a program can be laid out with the cards;
# * ``field``    - the field, its obstacles (the rules' reaction table as data)
#                  and golems;
# * ``engine``   - simultaneous resolution of one program row (step 2 of the
#                  rules) and whole rounds/battles;
# * ``textfmt``  - the small text formats for fields and programs;
# * ``scenarios``- start layouts, the "castle under siege" field, die faces;
# * ``solver``   - the "bring the barrel" puzzle search;
# * ``master``   - the device game-master (``GolemsMaster``).
#
# Rule interpretations are written down in ``docs/rules-interpretations.md (part 3)``.
