"""Shared set-up for the end-to-end suite: the built binary and a small project on disk."""

import os
import pathlib
import subprocess
import textwrap

import pytest

ROOT = pathlib.Path(__file__).parents[2]
BINARY = os.environ.get("SCENERY_BINARY", str(ROOT / ".build" / "debug" / "scenery"))
# Packages that depend on this checkout (the plugin fixture, Examples/LibraryClient,
# Tests/TargetNameClash) build here, one after another, sharing swift-syntax's and Scenery's build.
SCRATCH = ROOT / ".build-dependents"


def swiftpm(package: pathlib.Path, subcommand: str, *arguments: str) -> subprocess.CompletedProcess:
    """`swift SUBCOMMAND` on a package that depends on this checkout."""
    # Package options go before a plugin's verb: what follows it is the plugin's.
    return subprocess.run(
        ["swift", subcommand, "--package-path", str(package), "--scratch-path", str(SCRATCH), *arguments],
        capture_output=True, text=True, timeout=1800,
    )

PROJECT = {
    ".scenery.yml": "output: Generated/Scenery.generated.swift\n",
    "Sources/Names.swift": """
        extension UIStoryboard {
            enum Name: String {
                case profile
                var fileName: String { rawValue.capitalized }
            }
        }
    """,
    "Sources/ProfileViewController.swift": """
        final class ProfileViewController: UIViewController {
            var user: User!
            func initialize(user: User, onClose: @escaping () -> Void) { self.user = user }
        }
        extension ProfileViewController: StoryboardInstantiatable {
            static var storyboardName: UIStoryboard.Name { .profile }
        }
    """,
    "Sources/AboutViewController.swift": """
        final class AboutViewController: UIViewController {
            func initialize() {}
        }
    """,
    "Sources/Coordinator.swift": """
        final class Coordinator {
            func start(_ navigationController: UINavigationController) {
            }
        }
    """,
    # The Storyboard ID is wrong: ProfileViewController is instantiated with its type name.
    "Sources/Profile.storyboard": """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="p1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="p1" customClass="ProfileViewController" customModule="App" customModuleProvider="target" storyboardIdentifier="Profile" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
    """,
}


@pytest.fixture
def project(tmp_path: pathlib.Path) -> pathlib.Path:
    for name, text in PROJECT.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip("\n"))
    return tmp_path
