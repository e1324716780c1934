from gamemaster import registry


def test_registry_matches_the_game_classes():
    # the table's titles and tags are the classes' own: nothing can drift
    for gid, title, tag, _module, _cls, _schema in registry.games():
        cls = registry.game_class(gid)
        assert (cls.ID, cls.TITLE, cls.SNAPSHOT_TAG) == (gid, title, tag)
        assert registry.id_for_tag(tag) == gid
    assert registry.id_for_tag(99) is None
    tags = [g[2] for g in registry.games()]
    assert len(set(tags)) == len(tags)
