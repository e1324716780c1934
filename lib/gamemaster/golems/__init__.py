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
# * ``mistake``  - a mistake in a drive file as an id of ``words_mistake`` and
#                  its arguments, worded in the language in use when shown;
# * ``scenarios``- start layouts, the "castle under siege" field, die faces
#                  (``layouts``: the corners and the siege as the setup
#                  screen draws them, without the field);
# * ``solver``   - the "bring the barrel" puzzle search;
# * ``options``  - rule options, end reasons, colours, die faces: what every
#                  game on the device needs;
# * ``master``   - the device game-master (``GolemsMaster``): the state, the
#                  clocks' faces, the view and the snapshot; ``common`` (the
#                  phases and timings its parts share).  Each phase is its
#                  own small module, loaded while the phase is on show: its
#                  screen and what a press and its clock do there
#                  (``view_*``, with ``lives`` for the lives entry's taps,
#                  ``reason`` for who won and why at the result and
#                  ``recharge`` for a tie's tie-break); loaded only
#                  while needed too: ``begin`` (the settings read and a new
#                  game set up), ``battle`` (a battle the device plays) and
#                  the snapshot's reading in ``restore`` (``restore_clock``).
#
# Rule interpretations are written down in ``docs/rules-interpretations.md (part 3)``.
