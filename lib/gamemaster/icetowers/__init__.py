# IceTowers (Andrew Looney, 1999): real-time pyramid stacking for 2-4 players.
#
# rules    - the Rules settings (every place the text reads two ways) and colours
# engine   - the table: towers, hands, the three actions, scoring, loops, deadlock
# tabletext- the text format of a table (one tower per line) for the score tool
# sim      - real-time bot games: a discrete-event simulation on our seeded Rng
# referee  - the device's referee (its screens: referee_view, view_*; its
#            snapshot read back: referee_restore; the table's colours from
#            the settings: referee_colours); schema, schema_doc its settings
# words_*  - the referee's words, a module per language (words_<leaf>_en.py
#            the ids): its screen parts' (view_play, view_calls, view_end,
#            view_score: held by each), the ready screen's and result's
#            (words_ready), the colours' names (words_colours), the resume
#            line (words_where), ICETOWERS_COLOURS' notice, its settings'
#            names and values in the menu (words_menu)
#
# Interpretations are written down in docs/rules-interpretations.md (part 5).
