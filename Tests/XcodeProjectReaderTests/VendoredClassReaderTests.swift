@_spi(Scenery) import SceneryBuildTargetsReader
@_spi(Scenery) import SceneryProjectModel
import Testing

/// The classes a dependency's sources declare, read without parsing: what a project's own
/// classes may inherit from (`Pods/`, `Carthage/`).
@Suite struct VendoredClassReaderTests {
    func declarations(_ text: String, objectiveC: Bool = false) -> [String] {
        VendoredClassReader.declarations(in: Array(text.utf8), isObjectiveC: objectiveC).map { "\($0.name): \($0.superclass)" }
    }

    @Test func swiftClassesWithTheirSuperclasses() {
        #expect(
            declarations(
                """
                import UIKit
                @objc(EurekaFormViewController)
                open class FormViewController: UIViewController, FormDelegate {
                    open class func defaultRowInitializer() {}
                    class var style: Int { 0 }
                    final class Cache: NSObject {}
                }
                public final class SelectorViewController<Row: RowType>: FormViewController where Row: Equatable {}
                class Plain {}
                open class Styled: UIKit.UITableViewController {}
                // class Commented: UIViewController {}
                let text = "class Quoted: UIViewController {}"
                let block = \"""
                    class InAString: UIViewController {}
                    \"""
                /* class InAComment: UIViewController {} */
                /* Swift's block comments nest: /* an inner one */ class StillInAComment: UIViewController {} */
                protocol Routing: class {}
                """) == [
                    "FormViewController: UIViewController", "Cache: NSObject", "SelectorViewController: FormViewController",
                    "Styled: UITableViewController",
                ])
    }

    @Test func objectiveCInterfacesButNotCategories() {
        #expect(
            declarations(
                """
                #import <UIKit/UIKit.h>
                // @interface Commented : UIViewController
                /* Objective-C's do not: /* */
                @interface XLFormRowDescriptor : NSObject
                @end
                @interface XLFormViewController : UIViewController <UITableViewDelegate>
                @end
                @interface XLFormViewController (Rows)
                @end
                @interface MBTypedList<ObjectType> : NSObject
                @end
                """, objectiveC: true) == ["XLFormRowDescriptor: NSObject", "XLFormViewController: UIViewController", "MBTypedList: NSObject"])
    }

    /// From a class to the SDK's through dependencies' classes; nowhere for a loop or an unknown base.
    @Test func chainsEndAtThePlatformsClass() {
        let classes = VendoredClasses(superclasses: [
            "SelectorViewController": "FormViewController", "FormViewController": "UIViewController", "A": "B", "B": "A", "C": "Unknown",
        ])
        let isPlatform = { (name: String) in name.hasPrefix("UI") }
        #expect(
            classes.chain(from: "SelectorViewController", isPlatform: isPlatform) == [
                "SelectorViewController", "FormViewController", "UIViewController",
            ])
        #expect(classes.chain(from: "A", isPlatform: isPlatform) == nil)
        #expect(classes.chain(from: "C", isPlatform: isPlatform) == nil)
        #expect(classes.chain(from: "Unvendored", isPlatform: isPlatform) == nil)
    }
}
