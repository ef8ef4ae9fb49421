@_spi(Scenery) import SceneryProjectModel

/// What the generic parameters of a class stand for in a subclass that specialises it
/// (`final class Inbox: BaseList<Message>`: `T` is `Message`), and what the class declares written
/// with them put in, so that a screen's parameters name types its factory can see.
struct TypeArguments: Sendable {
    private var values: [String: String] = [:]

    init(_ values: [String: String] = [:]) {
        self.values = values
    }

    /// `BaseList<Message, [Int]>` → (`BaseList`, [`Message`, `[Int]`]); a name without arguments as it is.
    static func split(_ written: String) -> (name: String, arguments: [String]) {
        guard written.hasSuffix(">"), let open = written.firstIndex(of: "<") else { return (written, []) }
        var arguments: [String] = []
        var depth = 0
        var current = ""
        for character in written[written.index(after: open)..<written.index(before: written.endIndex)] {
            switch character {
            case "<", "[", "(": depth += 1
            case ">", "]", ")": depth -= 1
            case "," where depth == 0:
                arguments.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        arguments.append(current.trimmingCharacters(in: .whitespaces))
        return (String(written[..<open]).trimmingCharacters(in: .whitespaces), arguments)
    }

    func apply(to text: String) -> String {
        values.isEmpty ? text : Identifiers.replacingNames(in: text) { values[$0] }
    }

    func apply(to property: PropertyDecl) -> PropertyDecl {
        guard !values.isEmpty else { return property }
        var property = property
        property.type = property.type.map(apply(to:))
        return property
    }

    func apply(to parameters: [Parameter]) -> [Parameter] {
        guard !values.isEmpty else { return parameters }
        return parameters.map { parameter in
            var parameter = parameter
            parameter.type = apply(to: parameter.type)
            parameter.defaultValue = parameter.defaultValue.map(apply(to:))
            return parameter
        }
    }

    func apply(to initializer: InitializerDecl) -> InitializerDecl {
        var initializer = initializer
        initializer.parameters = apply(to: initializer.parameters)
        return initializer
    }

    func apply(to method: MethodDecl) -> MethodDecl {
        var method = method
        method.parameters = apply(to: method.parameters)
        return method
    }
}
