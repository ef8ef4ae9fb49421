# Homebrew formula: installs the released binary of this version (nothing to compile, no Xcode
# needed), or with --HEAD builds the main branch from source with SwiftPM.
# OWNER is a placeholder for the GitHub account that hosts Scenery (see README.md, "Install").
class Scenery < Formula
  desc "Code intelligence for UIKit and AppKit screens and their storyboards"
  homepage "https://github.com/OWNER/scenery"
  # Scripts/release fails when this is not the binary's version.
  version "0.1.0"
  license "MIT"

  # The archives of Scripts/release; `Scripts/release --formula Formula/scenery.rb` writes the URL
  # and sha256 of the archive it packages (one system per run).
  on_macos do
    url "https://github.com/OWNER/scenery/releases/download/0.1.0/scenery-0.1.0-macos.tar.gz"
    sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  end
  on_linux do
    url "https://github.com/OWNER/scenery/releases/download/0.1.0/scenery-0.1.0-linux-x86_64.tar.gz"
    sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  end

  head do
    url "https://github.com/OWNER/scenery.git", branch: "main"
    # Package.swift: swift-tools-version 6.1.
    on_macos do
      depends_on xcode: ["16.3", :build]
    end
    uses_from_macos "swift" => :build
  end

  # Package.swift: macOS 13.
  on_macos do
    depends_on macos: :ventura
  end
  uses_from_macos "libxml2"

  def install
    if build.head?
      args = ["--configuration", "release", "--product", "scenery"]
      # SwiftPM sandboxes its manifest evaluation, which cannot nest in Homebrew's build sandbox.
      args << "--disable-sandbox" if OS.mac?
      # The binary then runs without the Swift toolchain that built it.
      args << "--static-swift-stdlib" if OS.linux?
      system "swift", "build", *args
      bin.install ".build/release/scenery"
    else
      bin.install "bin/scenery"
    end
    # The Xcode build phase, the editor clients and the plugins' sources, as in the release archive.
    pkgshare.install "Clients", "Plugins"
    # swift-argument-parser's scripts: `scenery --generate-completion-script bash|zsh|fish`.
    generate_completions_from_executable(bin/"scenery", "--generate-completion-script")
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
