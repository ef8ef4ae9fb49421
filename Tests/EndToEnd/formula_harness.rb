# Loads a Homebrew formula with just enough of Homebrew's DSL to read it and run it without Homebrew:
#   ruby formula_harness.rb FORMULA BIN_DIR
# prints JSON: what the class declares, what `install` runs and installs on macOS and on Linux,
# from the release archive and from source (--HEAD) (recorded, not run), and whether its `test do`
# block passes against BIN_DIR/scenery.
require "json"
require "pathname"
require "tmpdir"

module OS
  class << self
    attr_accessor :name
    def mac?
      name == :mac
    end
    def linux?
      name == :linux
    end
  end
end

# Records `install` calls; `/` joins as a Pathname would.
class Destination
  attr_reader :installed
  def initialize(path)
    @path = Pathname(path)
    @installed = []
  end
  def install(*paths)
    @installed.concat(paths.map(&:to_s))
  end
  def /(other)
    @path / other
  end
  def to_s
    @path.to_s
  end
end

class FormulaVersion
  def initialize(text)
    @text = text
  end
  def to_s
    @text
  end
  def head?
    @text.start_with?("HEAD")
  end
end

class Formula
  class << self
    attr_reader :declared, :test_block
    def inherited(subclass)
      super
      $formula = subclass
    end
    def record(key, value)
      ((@declared ||= {})["#{@scope}#{key}"] ||= []) << value
    end
    %i[desc homepage version license sha256 depends_on uses_from_macos].each do |name|
      define_method(name) { |*args| record(name, args.map(&:to_s)) }
    end
    def url(location, **options)
      record(:url, [location, options.transform_keys(&:to_s)])
    end
    # A head with a block declares inside it what only a --HEAD build has: "head url", …
    def head(location = nil, **options, &block)
      return record(:head, [location, options.transform_keys(&:to_s)]) unless block
      scoped("head ", &block)
    end
    def test(&block)
      @test_block = block
    end
    # Declarations inside are recorded as "on_macos depends_on", "head on_macos depends_on", …
    def on_macos(&block)
      scoped("on_macos ", &block)
    end
    def on_linux(&block)
      scoped("on_linux ", &block)
    end
    def scoped(scope)
      outer = @scope
      @scope = "#{outer}#{scope}"
      yield
    ensure
      @scope = outer
    end
  end

  BuildMode = Struct.new(:head?)

  attr_reader :commands, :completions, :bin, :pkgshare, :testpath, :build
  def initialize(bin_dir, testpath, head: false)
    @build = BuildMode.new(head)
    @commands = []
    @completions = []
    @bin = Destination.new(bin_dir)
    @pkgshare = Destination.new("/opt/homebrew/share/scenery")
    @testpath = Pathname(testpath)
  end
  def opt_pkgshare
    pkgshare
  end
  def version
    FormulaVersion.new(build.head? ? "HEAD" : self.class.declared["version"].first.first)
  end
  def generate_completions_from_executable(*args)
    @completions << args.map(&:to_s)
  end
  def system(*args)
    @commands << args.map(&:to_s)
  end

  def shell_output(command)
    output = `#{command}`
    raise "`#{command}` exited with #{$?.exitstatus}" unless $?.success?
    output
  end
  def assert_equal(expected, actual)
    raise "expected #{expected.inspect}, got #{actual.inspect}" unless expected == actual
  end
  def assert_match(pattern, text)
    raise "#{pattern.inspect} not in #{text.inspect}" unless text.match?(pattern)
  end
end

formula_path, bin_dir = ARGV
abort "usage: ruby formula_harness.rb FORMULA BIN_DIR" unless formula_path && bin_dir
load formula_path
abort "#{formula_path} defines no Formula subclass" unless $formula

report = { "class" => $formula.name, "declared" => $formula.declared, "install" => {} }
[[:mac, false], [:linux, false], [:mac, true], [:linux, true]].each do |os, head|
  OS.name = os
  formula = $formula.new(bin_dir, Dir.pwd, head: head)
  formula.install
  report["install"]["#{head ? "head " : ""}#{os}"] = {
    "commands" => formula.commands, "bin" => formula.bin.installed, "pkgshare" => formula.pkgshare.installed,
    "completions" => formula.completions,
  }
end
report["caveats"] = $formula.new(bin_dir, Dir.pwd).caveats
Dir.mktmpdir do |testpath|
  formula = $formula.new(bin_dir, testpath)
  begin
    formula.instance_eval(&$formula.test_block)
    report["test"] = "passed"
  rescue StandardError => e
    report["test"] = "failed: #{e.message}"
  end
end
puts JSON.pretty_generate(report)
