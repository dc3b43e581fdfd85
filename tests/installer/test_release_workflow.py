"""The release workflow builds and smoke-tests on the three platforms, through installer/build.py."""

from __future__ import annotations

import fnmatch
import importlib.util
import shlex
import sys
from pathlib import Path

import pytest

yaml = pytest.importorskip("yaml")

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def _platforms():
    sys.path.insert(0, str(ROOT / "installer"))
    try:
        spec = importlib.util.spec_from_file_location(
            "_figs_platforms_wf", ROOT / "installer" / "platforms.py"
        )
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(ROOT / "installer"))


platforms = _platforms()
RUNNER_FAMILY = {"linux": "ubuntu-", "windows": "windows-", "macos": "macos-"}


@pytest.fixture(scope="module")
def workflow() -> dict:
    data = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def _triggers(workflow: dict) -> dict:
    # YAML 1.1 reads the bare key `on` as True.
    return workflow.get("on", workflow.get(True))


def test_it_runs_on_version_tags(workflow: dict) -> None:
    assert _triggers(workflow)["push"]["tags"] == ["v*"]


def test_the_matrix_covers_the_three_platforms_on_their_own_runners(workflow: dict) -> None:
    build = workflow["jobs"]["build"]
    entries = build["strategy"]["matrix"]["include"]
    by_target = {e["target"]: e["os"] for e in entries}
    assert set(by_target) == set(platforms.TARGETS) == {"linux", "windows", "macos"}
    for key, runner in by_target.items():
        assert runner.startswith(RUNNER_FAMILY[key]), (key, runner)
    assert build["runs-on"] == "${{ matrix.os }}"
    assert build["strategy"]["fail-fast"] is False


def _build_step(workflow: dict) -> dict:
    steps = workflow["jobs"]["build"]["steps"]
    (step,) = [s for s in steps if "installer/build.py" in s.get("run", "")]
    return step


def test_each_platform_runs_the_build_script_with_its_smoke_test(workflow: dict) -> None:
    step = _build_step(workflow)
    lines = [ln for ln in step["run"].splitlines() if "installer/build.py" in ln]
    (line,) = lines
    words = shlex.split(line.replace("$extra", "").replace("$expect", ""))
    assert words[:2] == ["python", "installer/build.py"]
    assert "--archive" in words
    assert "--no-smoke" not in step["run"]  # build.py runs installer/smoke.py after building
    assert step["shell"] == "bash"  # the same line on the three runners
    # The Windows runner also makes the set-up program; a tag must match the program's version.
    assert '[ "$RUNNER_OS" = "Windows" ]; then extra="--installer"' in step["run"]
    assert 'expect="--expect-version $GITHUB_REF_NAME"' in step["run"]


def test_nothing_platform_specific_is_decided_in_the_workflow(workflow: dict) -> None:
    # Only system packages (Linux) and Inno Setup's presence (Windows) are set up by the runner;
    # names, archives and checks come from installer/platforms.py.
    steps = workflow["jobs"]["build"]["steps"]
    conditional = [s.get("name", "") for s in steps if "if" in s and s["if"] != "failure()"]
    assert conditional == [
        "System libraries for Qt and the PDF font (Linux)",
        "Inno Setup (Windows)",
    ]
    text = WORKFLOW.read_text(encoding="utf-8")
    assert "pyinstaller " not in text.lower() and "smoke.py" not in _build_step(workflow)["run"]


def test_uploaded_patterns_match_what_the_build_makes(workflow: dict) -> None:
    steps = workflow["jobs"]["build"]["steps"]
    upload = next(s for s in steps if s.get("uses", "").startswith("actions/upload-artifact"))
    patterns = upload["with"]["path"].split()
    assert upload["with"]["if-no-files-found"] == "error"
    made = []
    for key, t in platforms.TARGETS.items():
        machine = "arm64" if key == "macos" else "x86_64"
        made.append(t.archive_name("0.2.0", machine))
        if t.setup_name("0.2.0", machine):
            made.append(t.setup_name("0.2.0", machine))
    for name in made:
        assert any(fnmatch.fnmatch(f"dist/{name}", p) for p in patterns), name
    # The program folders themselves are never uploaded.
    for folder in ("dist/figs-td", "dist/figs-td.app"):
        assert not any(fnmatch.fnmatch(folder, p) for p in patterns)


def test_the_release_job_attaches_all_archives_after_every_build(workflow: dict) -> None:
    release = workflow["jobs"]["release"]
    assert release["needs"] == "build"
    assert release["permissions"] == {"contents": "write"}
    assert workflow["permissions"] == {"contents": "read"}
    run = "\n".join(s.get("run", "") for s in release["steps"])
    assert "gh release upload" in run and "gh release create" in run
