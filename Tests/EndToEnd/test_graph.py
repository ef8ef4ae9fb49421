"""`scenery graph --format svg`, drawn by Graphviz (installed by Scripts/test)."""

import os
import pathlib
import re
import subprocess
import xml.etree.ElementTree as ElementTree

from conftest import BINARY, ROOT

SVG = "{http://www.w3.org/2000/svg}"


def test_the_showcase_map_renders_as_svg_with_every_screen_and_storyboard():
    run = subprocess.run([BINARY, "graph", str(ROOT / "Examples" / "Showcase"), "--format", "svg"], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    svg = ElementTree.fromstring(run.stdout)
    assert svg.tag == f"{SVG}svg"
    titles = {title.text for title in svg.iter(f"{SVG}title")}
    texts = {text.text for text in svg.iter(f"{SVG}text")}
    for screen in ["ProfileViewController", "EditProfileViewController", "HomeViewController", "WebPageViewController"]:
        assert screen in titles
    assert {"Profile.storyboard", "Main.storyboard", "push", "present"} <= texts


FEATURES = ["Home", "Library", "Search", "Profile", "Settings", "Store", "Onboarding"]
# The first six of each feature are scenes of its storyboard, the last four made in code.
KINDS = ["", "List", "Detail", "Edit", "Filter", "Share", "Help", "History", "Info", "Options"]


def write_app(root: pathlib.Path) -> list:
    """A 70-screen app: per feature a storyboard whose initial navigation controller (no class of its
    own) shows the feature's first screen, which segues on to five more, and four screens made in
    code (pushed, presented in a navigation controller, pushed through a variable, kept as a child),
    each with a factory of its own that makes it; the app's coordinator instantiates each
    feature's first screen by its Storyboard ID. Returns the screens' names."""
    screens = []
    coordinator = []
    for feature in FEATURES:
        names = [f"{feature}{kind}ViewController" for kind in KINDS]
        screens += names
        root_, list_, detail, edit, filter_, share, help_, history, info, options = names
        scenes = [
            f'<scene sceneID="{feature}-nav"><objects><navigationController id="{feature}-n" sceneMemberID="viewController">'
            f'<connections><segue destination="{root_}" kind="relationship" relationship="rootViewController" id="{feature}-r"/></connections>'
            "</navigationController></objects></scene>"
        ]
        segues = {root_: [(list_, "show"), (filter_, "show")], list_: [(detail, "show")], detail: [(edit, "presentation"), (share, "presentation")]}
        for name in names[:6]:
            connections = "".join(f'<segue destination="{to}" kind="{kind}" id="{name}-{to}"/>' for to, kind in segues.get(name, []))
            scenes.append(
                f'<scene sceneID="{name}-s"><objects><viewController id="{name}" customClass="{name}" storyboardIdentifier="{name}" '
                f'sceneMemberID="viewController"><connections>{connections}</connections></viewController></objects></scene>'
            )
        storyboard = f'<?xml version="1.0" encoding="UTF-8"?>\n<document initialViewController="{feature}-n"><scenes>\n' + "\n".join(scenes) + "\n</scenes></document>\n"
        (root / f"{feature}.storyboard").write_text(storyboard)
        code = {
            root_: f"    func help() {{ present(UINavigationController(rootViewController: {help_}()), animated: true) }}\n",
            list_: f"    func open(_ item: Item) {{\n        let info = {info}(item: item)\n        navigationController?.pushViewController(info, animated: true)\n    }}\n",
            detail: f"    func history() {{ navigationController?.pushViewController({history}.make(), animated: true) }}\n",
            edit: f"    lazy var options = {options}()\n",
        }
        for name in names[:6]:
            (root / f"{name}.swift").write_text(f"final class {name}: UIViewController {{\n{code.get(name, '')}}}\n")
        for name in names[6:]:
            made = f"{name}(item: .none)" if name == info else f"{name}()"
            (root / f"{name}.swift").write_text(
                f"final class {name}: UIViewController {{\n    static func make() -> {name} {{ {made} }}\n}}\n"
            )
        coordinator.append(
            f'        tabs.append(UIStoryboard(name: "{feature}", bundle: nil).instantiateViewController(withIdentifier: "{root_}") as! {root_})'
        )
    (root / "AppCoordinator.swift").write_text(
        "final class AppCoordinator {\n    func start() {\n        var tabs: [UIViewController] = []\n" + "\n".join(coordinator) + "\n    }\n}\n"
    )
    return screens


def test_a_seventy_screen_app_draws_every_screen_once_and_no_screen_opening_itself(tmp_path):
    screens = write_app(tmp_path)
    assert len(screens) == 70
    run = subprocess.run([BINARY, "graph", str(tmp_path), "--format", "dot"], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    edges = re.findall(r'^    "([^"]+)" -> "([^"]+)" \[label="([^"]+)"\];$', run.stdout, re.MULTILINE)
    assert edges and all(origin != destination for origin, destination, _ in edges)
    # Each feature's navigation controller by its root screen; every screen made in code is opened.
    assert {origin for origin, _, _ in edges} >= {f"Navigation ({feature})" for feature in FEATURES}
    assert {destination for _, destination, _ in edges} == set(screens)
    assert {kind for _, _, kind in edges} == {"segue", "push", "present", "create", "instantiate"}
    # Each navigation controller is drawn in its storyboard.
    for feature in FEATURES:
        cluster = re.search(r'label="%s\.storyboard";\n(.*?)\n    \}' % feature, run.stdout, re.DOTALL)
        assert cluster and f'"Navigation ({feature})" [shape=ellipse];' in cluster.group(1)
    svg = subprocess.run(["dot", "-Tsvg"], input=run.stdout, capture_output=True, text=True, timeout=300)
    assert svg.returncode == 0, svg.stderr
    drawn = ElementTree.fromstring(svg.stdout)
    nodes = [group.find(f"{SVG}title").text for group in drawn.iter(f"{SVG}g") if group.get("class") == "node"]
    # The screens, each feature's navigation controller and the coordinator, each once.
    assert sorted(nodes) == sorted(screens + [f"Navigation ({feature})" for feature in FEATURES] + ["AppCoordinator"])
    if os.environ.get("UPDATE_GOLDENS"):
        # The picture README.md shows.
        (ROOT / "Documentation" / "Images").mkdir(exist_ok=True)
        (ROOT / "Documentation" / "Images" / "graph.svg").write_text(svg.stdout)
