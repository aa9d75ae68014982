"""Exports are written whole or not at all, and only over regular files."""

from __future__ import annotations


import pytest

from duplicate.storage.safe_write import WriteError, replace_file

from disk_helpers import fill, read_only_folder, small_disk


def test_replaces_a_regular_file_and_keeps_its_mode_and_links(tmp_path):
    target = tmp_path / "sheet.html"
    target.write_text("old", encoding="utf-8")
    target.chmod(0o640)
    link = tmp_path / "latest.html"
    link.symlink_to(target)
    replace_file(link, "new ünïcode\n")
    assert link.is_symlink() and target.read_text(encoding="utf-8") == "new ünïcode\n"
    assert target.stat().st_mode & 0o777 == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["latest.html", "sheet.html"]


@pytest.mark.parametrize("links", [["one", "two"], ["one", "two", "three"], ["one"]],
                         ids=["two", "three", "itself"])
def test_a_loop_of_symbolic_links_is_refused_and_left_as_it_was(tmp_path, links):
    """A loop is refused on every Python (3.13's Path.resolve returns a path inside the loop
    without a word, and the rename then replaced the first link with a file)."""
    for name, following in zip(links, links[1:] + links[:1]):
        (tmp_path / name).symlink_to(tmp_path / following)
    with pytest.raises(WriteError, match="it is a loop of symbolic links"):
        replace_file(tmp_path / "one", "text")
    assert all((tmp_path / name).is_symlink() for name in links)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(links)


def test_a_link_to_a_file_not_yet_written_creates_that_file(tmp_path):
    (tmp_path / "latest.html").symlink_to(tmp_path / "sheets" / "tonight.html")
    (tmp_path / "sheets").mkdir()
    replace_file(tmp_path / "latest.html", "sheet")
    assert (tmp_path / "latest.html").is_symlink()
    assert (tmp_path / "sheets" / "tonight.html").read_text(encoding="utf-8") == "sheet"


@pytest.mark.parametrize("path", ["/dev/full", "/dev/null"])
def test_devices_are_never_written(path):
    with pytest.raises(WriteError, match="not a regular file"):
        replace_file(path, "text")


def test_a_folder_is_refused(tmp_path):
    with pytest.raises(WriteError, match="a folder"):
        replace_file(tmp_path, "text")


def test_full_disk_keeps_the_old_file_and_leaves_nothing(tmp_path):
    with small_disk(tmp_path / "disk", "64k") as disk:
        old = disk / "results.csv"
        old.write_text("old results\n", encoding="utf-8")
        fill(disk, leave=1024)
        with pytest.raises(WriteError, match="the disk is full; nothing was changed"):
            replace_file(old, "x" * 200_000)
        with pytest.raises(WriteError, match="the disk is full"):
            replace_file(disk / "new.csv", "x" * 200_000)
        assert old.read_text(encoding="utf-8") == "old results\n"
        assert sorted(p.name for p in disk.iterdir()) == ["filler", "results.csv"]


def test_read_only_folder(tmp_path):
    with read_only_folder(tmp_path / "ro", {"kept.csv": b"kept"}) as folder:
        with pytest.raises(WriteError, match="read-only"):
            replace_file(folder / "kept.csv", "new")
        assert (folder / "kept.csv").read_bytes() == b"kept"
