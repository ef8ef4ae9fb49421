public enum LanguageServerMain { public static func run() -> Int32 { 1 } }
