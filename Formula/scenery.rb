# Homebrew formula: builds `scenery` from the tagged source with SwiftPM (no prebuilt binary), so
# it installs on every macOS and Linux that Homebrew and Swift 6.1+ support.
# OWNER is a placeholder for the GitHub account that hosts Scenery (see README.md, "Install").
class Scenery < Formula
  desc "Code intelligence for UIKit and AppKit screens and their storyboards"
  homepage "https://github.com/OWNER/scenery"
  # A git tag needs no checksum in the formula; Scripts/release fails when this tag is not the version.
  url "https://github.com/OWNER/scenery.git", tag: "0.1.0"
  license "MIT"
  head "https://github.com/OWNER/scenery.git", branch: "main"

  # Package.swift: swift-tools-version 6.1 and macOS 13.
  on_macos do
    depends_on xcode: ["16.3", :build]
    depends_on macos: :ventura
  end

  uses_from_macos "swift" => :build
  uses_from_macos "libxml2"

  def install
    args = ["--configuration", "release", "--product", "scenery"]
    # SwiftPM sandboxes its manifest evaluation, which cannot nest in Homebrew's build sandbox.
    args << "--disable-sandbox" if OS.mac?
    # The binary then runs without the Swift toolchain that built it.
    args << "--static-swift-stdlib" if OS.linux?
    system "swift", "build", *args
    bin.install ".build/release/scenery"
    # The Xcode build phase, the editor clients and the plugins' sources, as in the release tarball.
    pkgshare.install "Clients", "Plugins"
  end

  def caveats
    <<~EOS
      The Xcode Run Script build phase is
        #{opt_pkgshare}/Clients/xcode/scenery-build-phase.sh
      and the editor clients are in #{opt_pkgshare}/Clients.
    EOS
  end

  test do
    assert_equal version.to_s, shell_output("#{bin}/scenery --version").strip unless version.head?
    (testpath/"Profile.swift").write "final class ProfileViewController: UIViewController {}\n"
    assert_match "ProfileViewController  code-only", shell_output("#{bin}/scenery screens #{testpath}")
  end
end
