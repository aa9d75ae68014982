"""A file system that refuses locks (ENOLCK, EOPNOTSUPP, EINVAL, EIO from flock, as on some
network shares; issue 21, item 8): the session can still be opened read-only, opening it for
writing says why and offers that, and no ``NAME-lock`` file is left behind.

No file system of the test machine refuses flock, so ``fcntl.flock`` itself is made to
answer as such a share does; everything else (the files, SQLite) is real."""

from __future__ import annotations

import errno
import fcntl

import pytest

from duplicate.base.errors import WriteAccessError
from duplicate.rules.presets import load_preset
from duplicate.session.session import Session, SessionSettings
from duplicate.storage.session_file import StorageError
from session_helpers import FakeClock, lexicon, state_summary


@pytest.fixture
def played(tmp_path):
    path = tmp_path / "club.duplicate"
    session = Session.create(path, SessionSettings("en", lexicon("en").identity, load_preset("fisf"), seed=3),
                             lexicon("en"), players=[(1, "Ann"), (2, "Bob")], clock=FakeClock())
    session.draw()
    session.enter_no_move(1)
    summary = state_summary(session)
    session.close()
    return path, summary


@pytest.mark.parametrize("code", [errno.ENOLCK, errno.EOPNOTSUPP, errno.EINVAL, errno.EIO])
def test_a_share_that_refuses_locks(played, tmp_path, monkeypatch, code) -> None:
    path, summary = played

    def refused(fd, operation):
        raise OSError(code, "locks refused")

    monkeypatch.setattr(fcntl, "flock", refused)
    before = path.read_bytes()
    reader = Session.open(path, lexicon=lexicon("en"), read_only=True)  # on main: refused too
    assert state_summary(reader) == summary
    reader.close()
    with pytest.raises(WriteAccessError) as caught:  # the app offers the read-only open
        Session.open(path, lexicon=lexicon("en"))
    assert caught.value.code == "no_lock" and "refuses locks" in caught.value.message
    with pytest.raises(StorageError, match="refuses locks"):
        Session.create(tmp_path / "new.duplicate", SessionSettings("en", lexicon("en").identity,
                                                                    load_preset("fisf")), lexicon("en"))
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["club.duplicate"], "a lock file was left behind"
