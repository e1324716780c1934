"""The web page in a real browser: headless Chromium (Debian's package)
driven by web/browser.py.  Without Chromium the tests skip loudly; under CI
they fail (.ci/run installs it)."""

import os

import pytest

from tests.gates._tools import need
from tools import mpvm
from web import browser, build


def _need_browser():
    need(browser.missing(), "web page tests (headless Chromium)")
    need(mpvm.missing(), "web page tests (the MicroPython VM from npm)")


@pytest.fixture(scope="session")
def served(tmp_path_factory):
    """The built page served on 127.0.0.1: (its base URL, the server, which
    keeps the paths it answered)."""
    _need_browser()
    out = str(tmp_path_factory.mktemp("web") / "site")
    build.build(out)
    server, url = browser.serve(out)
    yield url, server
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def site(served):
    """The built page's base URL."""
    return served[0]


@pytest.fixture(scope="session")
def _desktop(site):
    with browser.Browser(size=(1280, 800)) as b:
        yield b


@pytest.fixture(scope="session")
def _phone(site):
    with browser.Browser(size=(390, 844), phone=True) as b:
        yield b


# One Chromium per test process, each test starting from a cleared origin
# (Browser.reset: no saved game, no service worker, online): starting a
# browser per test cost ~2.5 s of wall time and 1.5 s of CPU each.
@pytest.fixture
def desktop(_desktop, site):
    _desktop.reset(site)
    return _desktop


@pytest.fixture
def phone(_phone, site):
    _phone.reset(site)
    return _phone


@pytest.fixture(scope="session")
def shots_dir():
    """Screenshots the tests take, for people to look at: out/web, or
    GM_WEB_SHOTS=docs/img to renew the README's pictures."""
    d = os.environ.get("GM_WEB_SHOTS") or os.path.join(build.ROOT, "out", "web")
    os.makedirs(d, exist_ok=True)
    return d
