"""`scenery graph --format svg`, drawn by Graphviz (installed by Scripts/test)."""

import subprocess
import xml.etree.ElementTree as ElementTree

from conftest import BINARY, ROOT


def test_the_showcase_map_renders_as_svg_with_every_screen_and_storyboard():
    run = subprocess.run([BINARY, "graph", str(ROOT / "Examples" / "Showcase"), "--format", "svg"], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    svg = ElementTree.fromstring(run.stdout)
    assert svg.tag == "{http://www.w3.org/2000/svg}svg"
    titles = {title.text for title in svg.iter("{http://www.w3.org/2000/svg}title")}
    texts = {text.text for text in svg.iter("{http://www.w3.org/2000/svg}text")}
    for screen in ["ProfileViewController", "EditProfileViewController", "HomeViewController", "WebPageViewController"]:
        assert screen in titles
    assert {"Profile.storyboard", "Main.storyboard", "push", "present"} <= texts
