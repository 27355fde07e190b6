"""The GitHub workflow is a valid workflow file, and what it runs on still exists on GitHub.

This machine reaches no GitHub, so the workflow never runs here. These tests check what can
be checked without running it: the file against the published schema of workflow files
(check-jsonschema carries SchemaStore's copy, so no network is needed), and that no job
asks for a runner image or an action's runtime that GitHub has removed, which would stop
the job before its first step.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from pkg_helpers import ROOT

WORKFLOW = ROOT / ".github" / "workflows" / "installers.yml"

# Runner images GitHub no longer offers (its announcements in actions/runner-images):
# macOS 14 was unsupported from 2026-11-02, Ubuntu 22.04 is deprecated from 2026-09-17
# and gone on 2027-04-17, the older ones went before.
RETIRED_RUNNERS = {
    "ubuntu-18.04",
    "ubuntu-20.04",
    "ubuntu-22.04",
    "macos-11",
    "macos-12",
    "macos-13",
    "macos-14",
    "windows-2019",
}

# The first major version of each action that runs on Node.js 24: Node.js 20 was removed
# from the runners in September 2026, and an action that needs it no longer starts.
FIRST_NODE_24_MAJOR = {
    "actions/checkout": 5,
    "actions/setup-python": 6,
    "actions/upload-artifact": 6,
}


SCHEMA_CHECK = (sys.executable, "-m", "check_jsonschema", "--builtin-schema")


def schema_check(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*SCHEMA_CHECK, "vendor.github-workflows", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_the_workflow_is_valid_against_the_schema_of_workflow_files() -> None:
    result = schema_check(WORKFLOW)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_schema_check_refuses_a_broken_workflow(tmp_path: Path) -> None:
    """The check above can fail: a job timeout in words is not a workflow GitHub accepts."""
    broken = tmp_path / "broken.yml"
    text = WORKFLOW.read_text(encoding="utf-8")
    assert "timeout-minutes: 40" in text
    broken.write_text(text.replace("timeout-minutes: 40", "timeout-minutes: forty"), "utf-8")
    result = schema_check(broken)
    assert result.returncode == 1
    assert "timeout-minutes" in result.stdout


def _runner_labels(text: str) -> set[str]:
    labels = set(re.findall(r"^\s+runs-on: ([\w.-]+)$", text, re.MULTILINE))
    for matrix in re.findall(r"^\s+os: \[([^\]]+)\]$", text, re.MULTILINE):
        labels |= {label.strip() for label in matrix.split(",")}
    return labels


def test_every_job_runs_on_an_image_github_still_offers() -> None:
    labels = _runner_labels(WORKFLOW.read_text(encoding="utf-8"))
    assert {"ubuntu-24.04", "windows-2022", "macos-15"} <= labels
    assert labels & RETIRED_RUNNERS == set()


def test_every_action_runs_on_node_24() -> None:
    used = re.findall(r"uses: ([\w-]+/[\w-]+)@v(\d+)", WORKFLOW.read_text(encoding="utf-8"))
    assert {action for action, _ in used} == set(FIRST_NODE_24_MAJOR)
    for action, major in used:
        assert int(major) >= FIRST_NODE_24_MAJOR[action], f"{action}@v{major} needs Node.js 20"


def test_the_linux_installers_are_built_on_the_system_local_ci_checks_them_on() -> None:
    """Debian 12, as .ci/run's machine: the bundle's oldest glibc is the one it was tested on."""
    text = WORKFLOW.read_text(encoding="utf-8")
    linux = text.split("\n  linux:\n", 1)[1].split("\n  windows:\n", 1)[0]
    assert "    container: debian:12\n" in linux
    # Root in the container, where sudo is not installed: no command may start with it.
    assert re.search(r"^\s+(run: )?sudo ", linux, re.MULTILINE) is None
    assert "python3-venv" in linux and "run: make dist\n" in linux
