"""Shared set-up for the end-to-end suite: the built binary and a small project on disk."""

import os
import pathlib
import textwrap

import pytest

BINARY = os.environ.get("SCENERY_BINARY", str(pathlib.Path(__file__).parents[2] / ".build" / "debug" / "scenery"))

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
