# Loads a Homebrew formula with just enough of Homebrew's DSL to read it and run it without Homebrew:
#   ruby formula_harness.rb FORMULA BIN_DIR
# prints JSON: what the class declares, what `install` runs and installs on macOS and on Linux
# (recorded, not run), and whether its `test do` block passes against BIN_DIR/scenery.
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
    %i[desc homepage license depends_on uses_from_macos].each do |name|
      define_method(name) { |*args| record(name, args.map(&:to_s)) }
    end
    def url(location, **options)
      record(:url, [location, options.transform_keys(&:to_s)])
    end
    def head(location, **options)
      record(:head, [location, options.transform_keys(&:to_s)])
    end
    def test(&block)
      @test_block = block
    end
    # Declarations inside are recorded as "on_macos depends_on", …
    def on_macos
      @scope = "on_macos "
      yield
    ensure
      @scope = nil
    end
  end

  attr_reader :commands, :bin, :pkgshare, :testpath
  def initialize(bin_dir, testpath)
    @commands = []
    @bin = Destination.new(bin_dir)
    @pkgshare = Destination.new("/opt/homebrew/share/scenery")
    @testpath = Pathname(testpath)
  end
  def opt_pkgshare
    pkgshare
  end
  def version
    FormulaVersion.new(self.class.declared["url"].first.last.fetch("tag"))
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
%i[mac linux].each do |os|
  OS.name = os
  formula = $formula.new(bin_dir, Dir.pwd)
  formula.install
  report["install"][os.to_s] = {
    "commands" => formula.commands, "bin" => formula.bin.installed, "pkgshare" => formula.pkgshare.installed,
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
