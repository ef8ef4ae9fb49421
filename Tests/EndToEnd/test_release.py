"""Shipping: `Scripts/release` on the built binary (the artifact bundle, the zip, the tarball and the
checksums), a package that runs the build-tool plugin on the bundle through `.binaryTarget(name:path:)`,
the Homebrew formula (read and run without Homebrew) and the CI workflow."""

import hashlib
import json
import pathlib
import platform
import re
import shutil
import subprocess
import tarfile
import zipfile

import pytest
import yaml

from conftest import BINARY, ROOT

RELEASE = ROOT / "Scripts" / "release"


def release(*arguments: str) -> subprocess.CompletedProcess:
    # The debug binary, not a release build: building swift-syntax in release takes minutes.
    return subprocess.run([str(RELEASE), *arguments], cwd=ROOT, capture_output=True, text=True, timeout=600)


def version() -> str:
    return subprocess.run([BINARY, "--version"], capture_output=True, text=True, check=True).stdout.strip()


@pytest.fixture(scope="module")
def dist(tmp_path_factory) -> pathlib.Path:
    output = tmp_path_factory.mktemp("dist")
    run = release("--binary", BINARY, "--output", str(output))
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    return output


def host_triple() -> str:
    return f"{platform.machine()}-unknown-linux-gnu" if platform.system() == "Linux" else f"{platform.machine()}-apple-macosx"


def test_the_bundle_holds_the_binary_for_this_host(dist):
    info = json.loads((dist / "scenery.artifactbundle" / "info.json").read_text())
    assert info["schemaVersion"] == "1.0"
    artifact = info["artifacts"]["scenery"]
    assert artifact["type"] == "executable"
    assert artifact["version"] == version()
    [variant] = artifact["variants"]
    assert host_triple() in variant["supportedTriples"]
    packaged = dist / "scenery.artifactbundle" / variant["path"]
    run = subprocess.run([str(packaged), "--version"], capture_output=True, text=True)
    assert (run.returncode, run.stdout) == (0, version() + "\n")
    with zipfile.ZipFile(dist / "scenery.artifactbundle.zip") as archive:
        names = set(archive.namelist())
    bundled = {str(path.relative_to(dist)) for path in (dist / "scenery.artifactbundle").rglob("*") if path.is_file()}
    assert bundled == {"scenery.artifactbundle/info.json", f"scenery.artifactbundle/{variant['path']}",
                       f"scenery.artifactbundle/{pathlib.Path(variant['path']).parents[1]}/LICENSE"}
    assert bundled <= names


def test_the_binary_is_stripped(dist):
    [packaged] = (dist / "scenery.artifactbundle").glob("scenery-*/bin/scenery")
    sections = subprocess.run(["readelf", "--section-headers", str(packaged)], capture_output=True, text=True, check=True).stdout
    assert ".symtab" not in sections
    assert packaged.stat().st_size < pathlib.Path(BINARY).stat().st_size


def test_package_resolved_is_committed_and_current():
    """The release script fails otherwise; the dependency versions a release is built from are those tested."""
    tracked = subprocess.run(["git", "ls-files", "--error-unmatch", "Package.resolved"], cwd=ROOT, capture_output=True, text=True)
    assert tracked.returncode == 0, tracked.stderr
    pins = {pin["identity"]: pin["state"]["version"] for pin in json.loads((ROOT / "Package.resolved").read_text())["pins"]}
    manifest = (ROOT / "Package.swift").read_text()
    for identity, pinned in pins.items():
        declared = re.search(rf'/{identity}", from: "(\d+)\.', manifest, re.IGNORECASE)
        assert declared and pinned.split(".")[0] == declared.group(1), identity


def test_the_tarball_holds_the_binary_the_build_phase_clients_and_plugins(dist):
    [tarball] = dist.glob("scenery-*.tar.gz")
    top = tarball.name.removesuffix(".tar.gz")
    assert top.startswith(f"scenery-{version()}-")
    with tarfile.open(tarball) as archive:
        members = {member.name: member for member in archive.getmembers()}
    for name in ["bin/scenery", "Clients/xcode/scenery-build-phase.sh"]:
        assert members[f"{top}/{name}"].mode & 0o111, name
    tracked = subprocess.run(["git", "ls-files", "Clients", "Plugins", "Documentation"], cwd=ROOT, capture_output=True, text=True, check=True)
    for name in tracked.stdout.split() + ["LICENSE", "README.md", "CHANGELOG.md"]:
        assert f"{top}/{name}" in members, name


def test_the_checksums_are_those_of_the_files(dist):
    [checksums] = dist.glob("*.sha256")
    assert checksums.name == f"{next(dist.glob('scenery-*.tar.gz')).name.removesuffix('.tar.gz')}.sha256"
    lines = checksums.read_text().splitlines()
    sums = dict(reversed(line.split("  ", 1)) for line in lines)
    assert set(sums) == {"scenery.artifactbundle.zip", *(path.name for path in dist.glob("*.tar.gz"))}
    for name, digest in sums.items():
        assert hashlib.sha256((dist / name).read_bytes()).hexdigest() == digest, name


def test_a_second_run_replaces_the_first(dist, tmp_path):
    output = tmp_path / "again"
    shutil.copytree(dist, output)
    (output / "scenery-0.0.0-old.tar.gz").write_text("left from an earlier run")
    # Its own output's binary, which the run deletes before it packages it.
    [packaged] = (output / "scenery.artifactbundle").glob("scenery-*/bin/scenery")
    run = release("--binary", str(packaged), "--output", str(output))
    assert run.returncode == 0, run.stderr[-3000:]
    assert not (output / "scenery-0.0.0-old.tar.gz").exists()
    assert sorted(path.name for path in output.iterdir()) == sorted(path.name for path in dist.iterdir())
    assert (output / "scenery.artifactbundle.zip").stat().st_size > 0


def test_bad_input_is_a_clear_error(tmp_path):
    missing = release("--binary", str(tmp_path / "nothing"), "--output", str(tmp_path / "out"))
    assert missing.returncode == 1
    assert f"error: '{tmp_path / 'nothing'}' is not an executable file" in missing.stderr
    unknown = release("--bogus")
    assert unknown.returncode == 1
    assert "error: unknown argument '--bogus'" in unknown.stderr
    # A binary whose version CHANGELOG.md does not know is not shipped.
    impostor = tmp_path / "scenery"
    impostor.write_text("#!/bin/sh\necho 9.9.9\n")
    impostor.chmod(0o755)
    unlisted = release("--binary", str(impostor), "--output", str(tmp_path / "out"))
    assert unlisted.returncode == 1
    assert "error: CHANGELOG.md has no '## [9.9.9]' section" in unlisted.stderr
    assert not (tmp_path / "out").exists()
    # A folder that is not an earlier release is never replaced.
    (tmp_path / "notes.txt").write_text("mine")
    occupied = release("--binary", BINARY, "--output", str(tmp_path))
    assert occupied.returncode == 1
    assert f"error: '{tmp_path}' is not empty and holds no earlier release" in occupied.stderr
    assert (tmp_path / "notes.txt").read_text() == "mine"


def other_system_bundle(dist: pathlib.Path, folder: pathlib.Path, version_text: str, triple: str) -> pathlib.Path:
    """The zipped bundle of a run on another system, made from this one's: its variant renamed, retargeted."""
    bundle = folder / "scenery.artifactbundle"
    shutil.copytree(dist / "scenery.artifactbundle", bundle)
    info = json.loads((bundle / "info.json").read_text())
    artifact = info["artifacts"]["scenery"]
    [variant] = artifact["variants"]
    old, new = variant["path"].split("/")[0], f"scenery-{version_text}-othersystem"
    (bundle / old).rename(bundle / new)
    artifact["version"] = version_text
    variant["path"] = variant["path"].replace(old, new, 1)
    variant["supportedTriples"] = [triple]
    (bundle / "info.json").write_text(json.dumps(info))
    subprocess.run(["zip", "-q", "-r", "scenery.artifactbundle.zip", "scenery.artifactbundle"], cwd=folder, check=True)
    return folder / "scenery.artifactbundle.zip"


def test_merge_adds_the_variants_of_another_system(dist, tmp_path):
    other = other_system_bundle(dist, tmp_path / "other", version(), "riscv64-unknown-linux-gnu")
    output = tmp_path / "merged"
    run = release("--binary", BINARY, "--merge", str(other), "--output", str(output))
    assert run.returncode == 0, run.stderr[-3000:]
    variants = json.loads((output / "scenery.artifactbundle" / "info.json").read_text())["artifacts"]["scenery"]["variants"]
    [own] = json.loads((dist / "scenery.artifactbundle" / "info.json").read_text())["artifacts"]["scenery"]["variants"]
    assert variants == [own, {"path": f"scenery-{version()}-othersystem/bin/scenery", "supportedTriples": ["riscv64-unknown-linux-gnu"]}]
    with zipfile.ZipFile(output / "scenery.artifactbundle.zip") as archive:
        names = set(archive.namelist())
    for variant in variants:
        assert (output / "scenery.artifactbundle" / variant["path"]).is_file()
        assert f"scenery.artifactbundle/{variant['path']}" in names
    # The merged bundle already has this system's variant.
    # (A folder given with a trailing slash is the folder, as on macOS, where cp would copy its contents.)
    twice = release("--binary", BINARY, "--merge", f"{output / 'scenery.artifactbundle'}/", "--output", str(tmp_path / "twice"))
    assert twice.returncode == 1
    assert f"error: cannot merge '{output / 'scenery.artifactbundle'}': both bundles have a variant for {own['supportedTriples'][0]}" in twice.stderr
    older = other_system_bundle(dist, tmp_path / "older", "0.0.9", "riscv64-unknown-linux-gnu")
    mismatched = release("--binary", BINARY, "--merge", str(older), "--output", str(tmp_path / "mismatched"))
    assert mismatched.returncode == 1
    assert f"its scenery is version 0.0.9, this one {version()}" in mismatched.stderr
    missing = release("--binary", BINARY, "--merge", str(tmp_path / "none.zip"), "--output", str(tmp_path / "missing"))
    assert missing.returncode == 1
    assert f"error: '{tmp_path / 'none.zip'}' does not exist" in missing.stderr


BINARY_PLUGIN_MANIFEST = """// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "BinaryPluginFixture",
    targets: [
        .binaryTarget(name: "SceneryBinary", path: "scenery.artifactbundle.zip"),
        .plugin(name: "SceneryBuildTool", capability: .buildTool(), dependencies: ["SceneryBinary"]),
        .target(name: "UIKit"),
        .target(name: "App", dependencies: ["UIKit"], exclude: ["Main.storyboard"], plugins: ["SceneryBuildTool"]),
    ]
)
"""


def test_a_binary_target_runs_the_build_tool_plugin(dist, tmp_path):
    """The SwiftPM set-up of Documentation/Install.md without building Scenery: the released zip as a binary target and
    the build-tool plugin's source from the tarball, on the plugin fixture's app."""
    package = tmp_path / "BinaryPluginFixture"
    shutil.copytree(ROOT / "Tests" / "PluginFixture", package)
    (package / "Sources" / "UIKit").mkdir()
    shutil.copy(ROOT / "Tests" / "UIKitStandIn" / "UIKit.swift", package / "Sources" / "UIKit" / "UIKit.swift")
    [tarball] = dist.glob("scenery-*.tar.gz")
    with tarfile.open(tarball) as archive:
        archive.extractall(tmp_path, filter="data")
    shutil.copytree(tmp_path / tarball.name.removesuffix(".tar.gz") / "Plugins" / "SceneryBuildTool", package / "Plugins" / "SceneryBuildTool")
    shutil.copy(dist / "scenery.artifactbundle.zip", package)
    (package / "Package.swift").write_text(BINARY_PLUGIN_MANIFEST)
    # A scratch folder of its own: this package builds none of Scenery's modules, so .build-dependents
    # would save nothing here, and a fresh folder extracts this run's zip.
    scratch = tmp_path / "scratch"
    build = subprocess.run(
        ["swift", "build", "--package-path", str(package), "--scratch-path", str(scratch), "--target", "App", "-v"],
        capture_output=True, text=True, timeout=1800,
    )
    assert build.returncode == 0, build.stdout[-4000:] + build.stderr[-4000:]
    # The plugin ran the bundle's binary, extracted from the zip.
    assert "scenery.artifactbundle/scenery-" in build.stdout + build.stderr
    [generated] = [path for path in (scratch / "plugins" / "outputs").rglob("Scenery.generated.swift") if "App" in str(path)]
    text = generated.read_text()
    assert "func profileViewController(userName: String) -> ProfileViewController" in text
    assert "func aboutViewController(version: String = \"1.0\", animated: Bool = true)" in text


def formula_report(formula: pathlib.Path) -> dict:
    """Homebrew does not run here: formula_harness.rb reads the formula with a stand-in of its DSL,
    records what `install` would run, and runs the formula's `test do` block on the built binary."""
    run = subprocess.run(
        ["ruby", str(ROOT / "Tests" / "EndToEnd" / "formula_harness.rb"), str(formula), str(pathlib.Path(BINARY).parent)],
        capture_output=True, text=True, timeout=120,
    )
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)


def test_the_homebrew_formula_installs_the_released_archive_or_builds_the_head():
    report = formula_report(ROOT / "Formula" / "scenery.rb")
    assert report["class"] == "Scenery"
    assert report["declared"]["version"] == [[version()]]
    assert report["declared"]["license"] == [["MIT"]]
    # The archives Scripts/release makes, by the names it gives them.
    for system, platform_name in [("on_macos", "macos"), ("on_linux", "linux-x86_64")]:
        [[url, _]] = report["declared"][f"{system} url"]
        assert url.endswith(f"/releases/download/{version()}/scenery-{version()}-{platform_name}.tar.gz"), url
        [[digest]] = report["declared"][f"{system} sha256"]
        assert re.fullmatch(r"[0-9a-f]{64}", digest)
    [[_, options]] = report["declared"]["head url"]
    assert options == {"branch": "main"}
    for system in ["mac", "linux"]:
        install = report["install"][system]
        # The archive's layout: bin/scenery, Clients/, Plugins/.
        assert (install["commands"], install["bin"], install["pkgshare"]) == ([], ["bin/scenery"], ["Clients", "Plugins"])
    for system, flag in [("head mac", "--disable-sandbox"), ("head linux", "--static-swift-stdlib")]:
        install = report["install"][system]
        [command] = install["commands"]
        assert command[:6] == ["swift", "build", "--configuration", "release", "--product", "scenery"]
        assert flag in command
        assert install["bin"] == [".build/release/scenery"]
        assert install["pkgshare"] and all((ROOT / name).is_dir() for name in install["pkgshare"])
    # Homebrew runs the executable with the option and each shell's name: the scripts exist.
    for install in report["install"].values():
        [[_, option]] = install["completions"]
        for shell in ["bash", "zsh", "fish"]:
            script = subprocess.run([BINARY, option, shell], capture_output=True, text=True)
            assert script.returncode == 0 and "scenery" in script.stdout, shell
    # Linux gets what Scripts/release builds: a binary that runs without the Swift toolchain.
    assert "--static-swift-stdlib" in RELEASE.read_text()
    assert "Clients/xcode/scenery-build-phase.sh" in report["caveats"]
    assert (ROOT / "Clients" / "xcode" / "scenery-build-phase.sh").exists()
    assert report["test"] == "passed"


def test_release_writes_the_archives_url_and_sha256_into_the_formula(tmp_path):
    formula = tmp_path / "scenery.rb"
    original = (ROOT / "Formula" / "scenery.rb").read_text()
    formula.write_text(original)
    output = tmp_path / "dist"
    run = release("--binary", BINARY, "--output", str(output), "--formula", str(formula))
    assert run.returncode == 0, run.stderr[-3000:]
    [tarball] = output.glob("scenery-*.tar.gz")
    system = "on_linux" if platform.system() == "Linux" else "on_macos"
    report = formula_report(formula)
    [[url, _]] = report["declared"][f"{system} url"]
    assert url.endswith(f"/releases/download/{version()}/{tarball.name}")
    assert report["declared"][f"{system} sha256"] == [[hashlib.sha256(tarball.read_bytes()).hexdigest()]]
    # The other system's archive is another run's.
    other = "on_macos" if system == "on_linux" else "on_linux"
    before = formula_report(ROOT / "Formula" / "scenery.rb")["declared"]
    assert [report["declared"][f"{other} {key}"] for key in ["url", "sha256"]] == [before[f"{other} {key}"] for key in ["url", "sha256"]]
    broken = tmp_path / "broken.rb"
    broken.write_text(original.replace("-linux-x86_64.tar.gz", "-other.tar.gz").replace("-macos.tar.gz", "-other.tar.gz"))
    refused = release("--binary", BINARY, "--output", str(tmp_path / "again"), "--formula", str(broken))
    assert refused.returncode == 1
    assert f"error: {broken} has no one url" in refused.stderr


def test_the_ci_workflow_runs_what_exists():
    text = (ROOT / ".github" / "workflows" / "ci.yml").read_text()
    workflow = yaml.safe_load(text)
    jobs = workflow["jobs"]
    assert set(jobs) == {"linux", "macos"}
    assert jobs["linux"]["runs-on"].startswith("ubuntu") and jobs["macos"]["runs-on"].startswith("macos")
    assert {"run": ".ci/run"} in jobs["linux"]["steps"]
    assert all(job["timeout-minutes"] <= 90 for job in jobs.values())
    macos = "\n".join(step.get("run", "") for step in jobs["macos"]["steps"])
    for command in ["swift build --build-tests", "swift test --skip-build"]:
        assert command in macos
    named = re.findall(r"Tests/EndToEnd/\S+\.py", macos)
    assert {"Tests/EndToEnd/test_plugins.py", "Tests/EndToEnd/test_release.py", "Tests/EndToEnd/test_clients.py"} <= set(named)
    assert all((ROOT / name).exists() for name in named)
