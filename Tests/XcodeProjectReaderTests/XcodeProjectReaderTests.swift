@_spi(Scenery) import SceneryBuildTargetsReader
@_spi(Scenery) import SceneryProjectModel
import Testing

/// Targets, their files through the group tree and synchronized folders, and their settings
/// through `.xcconfig` files and conditions.
@Suite struct XcodeProjectReaderTests {
    static let projectPath = "/p/Shop/Shop.xcodeproj"

    /// Groups with and without paths, `SOURCE_ROOT`, `<absolute>`, a localized storyboard, a xib
    /// among the resources; an iOS app, a macOS app and an app extension sharing a file.
    @Test func filesComeFromTheSourcesAndResourcesPhasesThroughTheGroupTree() throws {
        let reading = try Fixture.read(
            """
            PROJECT = {isa = PBXProject; buildConfigurationList = CL_PROJECT; mainGroup = G_MAIN; projectDirPath = ""; targets = (T_APP, T_LINT, T_MAC, T_EXT, ); };
            CL_PROJECT = {isa = XCConfigurationList; buildConfigurations = (C_PROJECT_DEBUG, C_PROJECT_RELEASE, ); defaultConfigurationName = Release; };
            C_PROJECT_DEBUG = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };
            C_PROJECT_RELEASE = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };

            G_MAIN = {isa = PBXGroup; children = (G_APP, G_SHARED, G_MAC, G_EXT, G_PRODUCTS, ); sourceTree = "<group>"; };
            G_APP = {isa = PBXGroup; children = (F_DELEGATE, G_SCREENS, V_MAIN, F_CELL, F_LOG, F_INFO, F_OBJC, F_MISLABELED, ); path = App; sourceTree = "<group>"; };
            G_SCREENS = {isa = PBXGroup; children = (F_LIST, ); path = Screens; sourceTree = "<group>"; };
            F_DELEGATE /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
            F_LIST = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = "Display Name Only"; path = ListViewController.swift; sourceTree = "<group>"; };
            V_MAIN = {isa = PBXVariantGroup; children = (F_MAIN_BASE, F_MAIN_FR, ); name = Main.storyboard; sourceTree = "<group>"; };
            F_MAIN_BASE = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
            F_MAIN_FR = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = fr; path = fr.lproj/Main.strings; sourceTree = "<group>"; };
            F_CELL = {isa = PBXFileReference; lastKnownFileType = file.xib; path = Cell.xib; sourceTree = "<group>"; };
            F_LOG = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Support/Log.swift; sourceTree = SOURCE_ROOT; };
            F_INFO = {isa = PBXFileReference; lastKnownFileType = text.plist.xml; path = Info.plist; sourceTree = "<group>"; };
            F_OBJC = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Legacy.m; sourceTree = "<group>"; };
            F_MISLABELED = {isa = PBXFileReference; lastKnownFileType = text; path = "../App/./Mislabeled.swift"; sourceTree = "<group>"; };
            G_SHARED = {isa = PBXGroup; children = (F_MODEL, F_VENDOR, ); name = Shared; sourceTree = "<group>"; };
            F_MODEL = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Shared//Model.swift; sourceTree = "<group>"; };
            F_VENDOR = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = /opt/Vendor/Vendor.swift; sourceTree = "<absolute>"; };
            G_MAC = {isa = PBXGroup; children = (F_MAC_DELEGATE, F_PREFERENCES, ); path = MacApp; sourceTree = "<group>"; };
            F_MAC_DELEGATE = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = MacAppDelegate.swift; sourceTree = "<group>"; };
            F_PREFERENCES = {isa = PBXFileReference; lastKnownFileType = file.storyboard; path = Preferences.storyboard; sourceTree = "<group>"; };
            G_EXT = {isa = PBXGroup; children = (F_WIDGET, ); path = Widget; sourceTree = "<group>"; };
            F_WIDGET = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Widget.swift; sourceTree = "<group>"; };
            G_PRODUCTS = {isa = PBXGroup; children = (F_PRODUCT, F_GENERATED, ); name = Products; sourceTree = "<group>"; };
            F_PRODUCT = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Shop.app; sourceTree = BUILT_PRODUCTS_DIR; };
            F_GENERATED = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Generated.swift; sourceTree = BUILT_PRODUCTS_DIR; };
            F_UIKIT = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; name = UIKit.framework; path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT; };

            T_APP = {isa = PBXNativeTarget; buildConfigurationList = CL_APP; buildPhases = (P_APP_SOURCES, P_APP_FRAMEWORKS, P_APP_RESOURCES, ); name = Shop; productName = ShopApp; productType = "com.apple.product-type.application"; };
            CL_APP = {isa = XCConfigurationList; buildConfigurations = (C_APP_DEBUG, C_APP_RELEASE, ); defaultConfigurationName = Release; };
            C_APP_DEBUG = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
            C_APP_RELEASE = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Release; };
            P_APP_SOURCES = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (B_DELEGATE, B_LIST, B_LOG, B_OBJC, B_MISLABELED, B_MODEL, B_VENDOR, B_GENERATED, ); runOnlyForDeploymentPostprocessing = 0; };
            P_APP_FRAMEWORKS = {isa = PBXFrameworksBuildPhase; files = (B_UIKIT, ); };
            P_APP_RESOURCES = {isa = PBXResourcesBuildPhase; files = (B_MAIN, B_CELL, B_INFO, ); };
            B_DELEGATE = {isa = PBXBuildFile; fileRef = F_DELEGATE; };
            B_LIST = {isa = PBXBuildFile; fileRef = F_LIST; };
            B_LOG = {isa = PBXBuildFile; fileRef = F_LOG; };
            B_OBJC = {isa = PBXBuildFile; fileRef = F_OBJC; };
            B_MISLABELED = {isa = PBXBuildFile; fileRef = F_MISLABELED; };
            B_MODEL = {isa = PBXBuildFile; fileRef = F_MODEL; };
            B_VENDOR = {isa = PBXBuildFile; fileRef = F_VENDOR; };
            B_GENERATED = {isa = PBXBuildFile; fileRef = F_GENERATED; };
            B_UIKIT = {isa = PBXBuildFile; fileRef = F_UIKIT; };
            B_MAIN = {isa = PBXBuildFile; fileRef = V_MAIN; };
            B_CELL = {isa = PBXBuildFile; fileRef = F_CELL; };
            B_INFO = {isa = PBXBuildFile; fileRef = F_INFO; };

            T_LINT = {isa = PBXAggregateTarget; buildConfigurationList = CL_APP; buildPhases = (); name = Lint; productName = Lint; };

            T_MAC = {isa = PBXNativeTarget; buildConfigurationList = CL_MAC; buildPhases = (P_MAC_SOURCES, P_MAC_RESOURCES, ); name = "Shop Mac-Edition"; productType = "com.apple.product-type.application"; };
            CL_MAC = {isa = XCConfigurationList; buildConfigurations = (C_MAC_RELEASE, ); };
            C_MAC_RELEASE = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = "$(TARGET_NAME:c99extidentifier)"; PRODUCT_NAME = "Shop Mac"; SDKROOT = macosx; }; name = Release; };
            P_MAC_SOURCES = {isa = PBXSourcesBuildPhase; files = (B_MAC_DELEGATE, ); };
            P_MAC_RESOURCES = {isa = PBXResourcesBuildPhase; files = (B_PREFERENCES, ); };
            B_MAC_DELEGATE = {isa = PBXBuildFile; fileRef = F_MAC_DELEGATE; };
            B_PREFERENCES = {isa = PBXBuildFile; fileRef = F_PREFERENCES; };

            T_EXT = {isa = PBXNativeTarget; buildConfigurationList = CL_EXT; buildPhases = (P_EXT_SOURCES, ); name = ShopWidget; productType = "com.apple.product-type.app-extension"; };
            CL_EXT = {isa = XCConfigurationList; buildConfigurations = (C_EXT_DEBUG, C_EXT_RELEASE, ); defaultConfigurationName = Release; };
            C_EXT_DEBUG = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = WidgetModule; PRODUCT_NAME = ShopWidget; }; name = Debug; };
            C_EXT_RELEASE = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = WidgetModule; PRODUCT_NAME = ShopWidget; }; name = Release; };
            P_EXT_SOURCES = {isa = PBXSourcesBuildPhase; files = (B_WIDGET, B_EXT_MODEL, ); };
            B_WIDGET = {isa = PBXBuildFile; fileRef = F_WIDGET; };
            B_EXT_MODEL = {isa = PBXBuildFile; fileRef = F_MODEL; };
            """
        )
        #expect(
            reading.targets == [
                BuildTarget(
                    name: "Shop", module: "Shop", platforms: [.iOS], productType: "com.apple.product-type.application", definedIn: Self.projectPath,
                    files: [
                        "/opt/Vendor/Vendor.swift",
                        "/p/Shop/App/AppDelegate.swift",
                        "/p/Shop/App/Base.lproj/Main.storyboard",
                        "/p/Shop/App/Cell.xib",
                        "/p/Shop/App/Mislabeled.swift",
                        "/p/Shop/App/Screens/ListViewController.swift",
                        "/p/Shop/Shared/Model.swift",
                        "/p/Shop/Support/Log.swift",
                    ]
                ),
                BuildTarget(
                    name: "Shop Mac-Edition", module: "Shop_Mac_Edition", platforms: [.macOS], productType: "com.apple.product-type.application",
                    definedIn: Self.projectPath, files: ["/p/Shop/MacApp/MacAppDelegate.swift", "/p/Shop/MacApp/Preferences.storyboard"]
                ),
                BuildTarget(
                    name: "ShopWidget", module: "WidgetModule", platforms: [.iOS], productType: "com.apple.product-type.app-extension",
                    definedIn: Self.projectPath, files: ["/p/Shop/Shared/Model.swift", "/p/Shop/Widget/Widget.swift"]
                ),
            ]
        )
        #expect(reading.configurationFiles == [])
        #expect(reading.warnings == [])
    }

    /// A root lists every indexed file under its folder for its targets but its own exception set's
    /// paths (a file or a folder); another target's exception set in it adds those paths to that target.
    @Test func synchronizedFoldersGiveTheirFilesWithExceptionSetsFlippingMembership() throws {
        let reading = try Fixture.read(
            """
            PROJECT = {isa = PBXProject; buildConfigurationList = CL_PROJECT; mainGroup = G_MAIN; targets = (T_APP, T_EXT, T_TESTS, ); };
            CL_PROJECT = {isa = XCConfigurationList; buildConfigurations = (C_PROJECT, ); defaultConfigurationName = Release; };
            C_PROJECT = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; SDKROOT = iphoneos; }; name = Release; };
            G_MAIN = {isa = PBXGroup; children = (G_TARGETS, R_CONFIG, ); sourceTree = "<group>"; };
            G_TARGETS = {isa = PBXGroup; children = (R_APP, R_EXT, ); path = Targets; sourceTree = "<group>"; };
            R_APP /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X_APP, X_EXT, ); explicitFileTypes = {}; explicitFolders = (Resources/Fonts, ); path = App; sourceTree = "<group>"; };
            X_APP = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, Debug/Mock.swift, "Preview Content", Gone.swift, ); target = T_APP; };
            X_EXT = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Shared, Views/Badge.xib, ); target = T_EXT; };
            R_EXT = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = Extension; sourceTree = "<group>"; };
            R_CONFIG = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = Config; sourceTree = "<group>"; };
            T_APP = {isa = PBXNativeTarget; buildPhases = (P_APP_SOURCES, ); fileSystemSynchronizedGroups = (R_APP, ); name = Shop; productType = "com.apple.product-type.application"; };
            P_APP_SOURCES = {isa = PBXSourcesBuildPhase; files = (); };
            T_EXT = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (R_EXT, ); name = ShopWidget; productType = "com.apple.product-type.app-extension"; };
            T_TESTS = {isa = PBXNativeTarget; buildPhases = (); name = ShopTests; productType = "com.apple.product-type.bundle.unit-test"; };
            """,
            files: [
                "/p/Shop/Config/Generated.swift",
                "/p/Shop/Targets/App/.build/Hidden.swift",
                "/p/Shop/Targets/App/App.swift",
                "/p/Shop/Targets/App/Base.lproj/Main.storyboard",
                "/p/Shop/Targets/App/Debug/Mock.swift",
                "/p/Shop/Targets/App/Preview Content/Preview.swift",
                "/p/Shop/Targets/App/Resources/Fonts/Glyphs.swift",
                "/p/Shop/Targets/App/Shared.swift",
                "/p/Shop/Targets/App/Shared/Model.swift",
                "/p/Shop/Targets/App/Views/Badge.xib",
                "/p/Shop/Targets/AppClip/Clip.swift",
                "/p/Shop/Targets/Extension/Widget.swift",
                "/p/Shop/Other/Loose.swift",
            ]
        )
        #expect(reading.targets.map(\.name) == ["Shop", "ShopWidget", "ShopTests"])
        #expect(
            reading.targets.map(\.files) == [
                [
                    "/p/Shop/Targets/App/App.swift",
                    "/p/Shop/Targets/App/Base.lproj/Main.storyboard",
                    "/p/Shop/Targets/App/Shared.swift",
                    "/p/Shop/Targets/App/Shared/Model.swift",
                    "/p/Shop/Targets/App/Views/Badge.xib",
                ],
                ["/p/Shop/Targets/App/Shared/Model.swift", "/p/Shop/Targets/App/Views/Badge.xib", "/p/Shop/Targets/Extension/Widget.swift"],
                [],
            ]
        )
        #expect(reading.targets.map(\.module) == ["Shop", "ShopWidget", "ShopTests"])
        #expect(reading.targets.map(\.folders) == [[], [], []])
    }

    /// An exception set names a localized file by its variant group (`/Localized/…`, or
    /// `/Localized: …`): every `*.lproj` copy of it in that folder, and no other file of its name.
    @Test func exceptionSetsNameLocalizedFilesByTheirVariantGroup() throws {
        let reading = try Fixture.read(
            """
            PROJECT = {isa = PBXProject; buildConfigurationList = CL_PROJECT; mainGroup = G_MAIN; targets = (T_WIDGETS, T_CONTENT, ); };
            CL_PROJECT = {isa = XCConfigurationList; buildConfigurations = (C_PROJECT, ); defaultConfigurationName = Release; };
            C_PROJECT = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; SDKROOT = iphoneos; }; name = Release; };
            G_MAIN = {isa = PBXGroup; children = (R_EXTENSIONS, ); sourceTree = "<group>"; };
            R_EXTENSIONS = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X_WIDGETS, X_CONTENT, ); explicitFileTypes = {}; explicitFolders = (); path = Extensions; sourceTree = "<group>"; };
            X_WIDGETS = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (/Localized/Content/MainInterface.storyboard, Content/ViewController.swift, ); target = T_WIDGETS; };
            X_CONTENT = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ("/Localized: Content/MainInterface.storyboard", Content/ViewController.swift, ); target = T_CONTENT; };
            T_WIDGETS = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (R_EXTENSIONS, ); name = Widgets; productType = "com.apple.product-type.app-extension"; };
            T_CONTENT = {isa = PBXNativeTarget; buildPhases = (); name = Content; productType = "com.apple.product-type.app-extension"; };
            """,
            files: [
                "/p/Shop/Extensions/Content/Base.lproj/MainInterface.storyboard",
                "/p/Shop/Extensions/Content/Sub/en.lproj/MainInterface.storyboard",
                "/p/Shop/Extensions/Content/ViewController.swift",
                "/p/Shop/Extensions/Content/en.lproj/MainInterface.storyboard",
                "/p/Shop/Extensions/Content/MainInterface.storyboard",
                "/p/Shop/Extensions/Widgets/Widget.swift",
            ]
        )
        #expect(
            reading.targets.map(\.files) == [
                [
                    "/p/Shop/Extensions/Content/MainInterface.storyboard",
                    "/p/Shop/Extensions/Content/Sub/en.lproj/MainInterface.storyboard",
                    "/p/Shop/Extensions/Widgets/Widget.swift",
                ],
                [
                    "/p/Shop/Extensions/Content/Base.lproj/MainInterface.storyboard",
                    "/p/Shop/Extensions/Content/ViewController.swift",
                    "/p/Shop/Extensions/Content/en.lproj/MainInterface.storyboard",
                ],
            ]
        )
    }

    /// A group or a synchronized folder the project spells in another case than the disk
    /// (`PDFGeneration` for `PdfGeneration`) names the folder there: macOS volumes ignore case, so
    /// Xcode builds its files, and they are the target's as the disk spells them.
    @Test func pathsThatDifferOnlyByCaseNameTheFilesOnDisk() throws {
        let reading = try Fixture.read(
            """
            PROJECT = {isa = PBXProject; buildConfigurationList = CL_PROJECT; mainGroup = G_MAIN; targets = (T_APP, ); };
            CL_PROJECT = {isa = XCConfigurationList; buildConfigurations = (C_PROJECT, ); defaultConfigurationName = Release; };
            C_PROJECT = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; SDKROOT = iphoneos; }; name = Release; };
            G_MAIN = {isa = PBXGroup; children = (G_PDF, R_SCREENS, ); sourceTree = "<group>"; };
            G_PDF = {isa = PBXGroup; children = (F_REPORT, ); path = PDFGeneration; sourceTree = "<group>"; };
            F_REPORT = {isa = PBXFileReference; path = ReportViewController.swift; sourceTree = "<group>"; };
            R_SCREENS = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (); explicitFileTypes = {}; explicitFolders = (); path = screens; sourceTree = "<group>"; };
            B_REPORT = {isa = PBXBuildFile; fileRef = F_REPORT; };
            P_SOURCES = {isa = PBXSourcesBuildPhase; files = (B_REPORT, ); };
            T_APP = {isa = PBXNativeTarget; buildPhases = (P_SOURCES, ); fileSystemSynchronizedGroups = (R_SCREENS, ); name = App; productType = "com.apple.product-type.application"; };
            """,
            files: [
                "/p/Shop/PdfGeneration/ReportViewController.swift", "/p/Shop/Screens/Home.storyboard", "/p/Shop/Screens/HomeViewController.swift",
            ]
        )
        #expect(
            reading.targets.map(\.files) == [
                ["/p/Shop/PdfGeneration/ReportViewController.swift", "/p/Shop/Screens/Home.storyboard", "/p/Shop/Screens/HomeViewController.swift"]
            ])
    }

    /// Precedence: project `.xcconfig` < project settings < target `.xcconfig` < target settings;
    /// includes relative to the including file; an `.xcconfig` in a synchronized folder; what is
    /// missing or circular is a warning.
    @Test func xcconfigFilesSetTheModuleThroughIncludes() throws {
        let reading = try Fixture.read(
            """
            PROJECT = {isa = PBXProject; buildConfigurationList = CL_PROJECT; mainGroup = G_MAIN; targets = (T_APP, T_LIB, T_PLAIN, T_MISSING, T_CYCLE, ); };
            CL_PROJECT = {isa = XCConfigurationList; buildConfigurations = (C_PROJECT_DEBUG, C_PROJECT_RELEASE, ); defaultConfigurationName = Release; };
            C_PROJECT_DEBUG = {isa = XCBuildConfiguration; baseConfigurationReference = F_PROJECT_CONFIG; buildSettings = {PRODUCT_NAME = FromProject; SDKROOT = iphoneos; }; name = Debug; };
            C_PROJECT_RELEASE = {isa = XCBuildConfiguration; baseConfigurationReference = F_PROJECT_CONFIG; buildSettings = {PRODUCT_NAME = FromProject; SDKROOT = iphoneos; }; name = Release; };
            G_MAIN = {isa = PBXGroup; children = (G_CONFIG, R_APP, ); sourceTree = "<group>"; };
            G_CONFIG = {isa = PBXGroup; children = (F_PROJECT_CONFIG, F_LIB_CONFIG, F_MISSING_CONFIG, F_CYCLE_CONFIG, ); path = Config; sourceTree = "<group>"; };
            F_PROJECT_CONFIG = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Project.xcconfig; sourceTree = "<group>"; };
            F_LIB_CONFIG = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Lib.xcconfig; sourceTree = "<group>"; };
            F_MISSING_CONFIG = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Missing.xcconfig; sourceTree = "<group>"; };
            F_CYCLE_CONFIG = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = A.xcconfig; sourceTree = "<group>"; };
            R_APP = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = App; sourceTree = "<group>"; };

            T_APP = {isa = PBXNativeTarget; buildConfigurationList = CL_APP; buildPhases = (); name = Store; productType = "com.apple.product-type.application"; };
            CL_APP = {isa = XCConfigurationList; buildConfigurations = (C_APP_DEBUG, C_APP_RELEASE, ); defaultConfigurationName = Release; };
            C_APP_DEBUG = {isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = R_APP; baseConfigurationReferenceRelativePath = Settings/App.xcconfig; buildSettings = {}; name = Debug; };
            C_APP_RELEASE = {isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = R_APP; baseConfigurationReferenceRelativePath = Settings/App.xcconfig; buildSettings = {}; name = Release; };

            T_LIB = {isa = PBXNativeTarget; buildConfigurationList = CL_LIB; buildPhases = (); name = StoreLib; productType = "com.apple.product-type.framework"; };
            CL_LIB = {isa = XCConfigurationList; buildConfigurations = (C_LIB, ); defaultConfigurationName = Release; };
            C_LIB = {isa = XCBuildConfiguration; baseConfigurationReference = F_LIB_CONFIG; buildSettings = {PRODUCT_NAME = "$(inherited)Kit"; }; name = Release; };

            T_PLAIN = {isa = PBXNativeTarget; buildPhases = (); name = Plain; productType = "com.apple.product-type.application"; };

            T_MISSING = {isa = PBXNativeTarget; buildConfigurationList = CL_MISSING; buildPhases = (); name = Lost; productType = "com.apple.product-type.application"; };
            CL_MISSING = {isa = XCConfigurationList; buildConfigurations = (C_MISSING, ); defaultConfigurationName = Release; };
            C_MISSING = {isa = XCBuildConfiguration; baseConfigurationReference = F_MISSING_CONFIG; buildSettings = {}; name = Release; };

            T_CYCLE = {isa = PBXNativeTarget; buildConfigurationList = CL_CYCLE; buildPhases = (); name = Cycle; productType = "com.apple.product-type.application"; };
            CL_CYCLE = {isa = XCConfigurationList; buildConfigurations = (C_CYCLE, ); defaultConfigurationName = Release; };
            C_CYCLE = {isa = XCBuildConfiguration; baseConfigurationReference = F_CYCLE_CONFIG; buildSettings = {}; name = Release; };
            """,
            name: "Store",
            configurations: [
                "/p/Store/Config/Project.xcconfig": """
                // Every target's settings.
                SDKROOT = macosx // the project's build settings say iphoneos
                #include? "Local.xcconfig"
                SWIFT_VERSION = 5.0;
                """,
                "/p/Store/App/Settings/App.xcconfig": """
                #include "../../Config/Shared/Base.xcconfig"
                """,
                "/p/Store/Config/Shared/Base.xcconfig": """
                PRODUCT_NAME = Store Front;
                """,
                "/p/Store/Config/Lib.xcconfig": "PRODUCT_NAME = Ignored\r\n#include \"Nowhere.xcconfig\"\r\nPRODUCT_NAME = Lib\r\n",
                "/p/Store/Config/A.xcconfig": "#include \"B.xcconfig\"\nPRODUCT_NAME = Cycle A\n",
                "/p/Store/Config/B.xcconfig": "#include \"A.xcconfig\"\n",
            ]
        )
        #expect(reading.targets.map(\.name) == ["Store", "StoreLib", "Plain", "Lost", "Cycle"])
        #expect(reading.targets.map(\.module) == ["Store_Front", "LibKit", "FromProject", "FromProject", "Cycle_A"])
        #expect(reading.targets.map(\.platforms) == [[.iOS], [.iOS], [.iOS], [.iOS], [.iOS]])
        #expect(
            reading.configurationFiles == [
                "/p/Store/App/Settings/App.xcconfig",
                "/p/Store/Config/A.xcconfig",
                "/p/Store/Config/B.xcconfig",
                "/p/Store/Config/Lib.xcconfig",
                "/p/Store/Config/Local.xcconfig",
                "/p/Store/Config/Missing.xcconfig",
                "/p/Store/Config/Nowhere.xcconfig",
                "/p/Store/Config/Project.xcconfig",
                "/p/Store/Config/Shared/Base.xcconfig",
            ]
        )
        #expect(
            reading.warnings == [
                "The configuration file /p/Store/Config/Nowhere.xcconfig (included by /p/Store/Config/Lib.xcconfig) is missing.",
                "The configuration file /p/Store/Config/Missing.xcconfig (the base of target Lost's Release configuration) is missing.",
                "/p/Store/Config/B.xcconfig includes /p/Store/Config/A.xcconfig, which is already being read (an include cycle); that include is skipped.",
            ]
        )
    }

    /// `[config=…]` and `[sdk=…]` keys in `.xcconfig` files and `buildSettings`: `SDKROOT` first,
    /// without the keys conditioned on the SDK, then the rest for that SDK; configurations that
    /// disagree on the module are a warning, and the list's default configuration is the one used.
    @Test func conditionalSettingsAreEvaluatedForTheDefaultConfigurationAndItsSDK() throws {
        let reading = try Fixture.read(
            """
            PROJECT = {isa = PBXProject; buildConfigurationList = CL_PROJECT; mainGroup = G_MAIN; targets = (T_PHONE, T_MAC, ); };
            CL_PROJECT = {isa = XCConfigurationList; buildConfigurations = (C_PROJECT_DEBUG, C_PROJECT_RELEASE, ); defaultConfigurationName = Release; };
            C_PROJECT_DEBUG = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; "SDKROOT[sdk=iphoneos*]" = watchos; }; name = Debug; };
            C_PROJECT_RELEASE = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; "SDKROOT[sdk=iphoneos*]" = watchos; }; name = Release; };
            G_MAIN = {isa = PBXGroup; children = (F_PHONE_CONFIG, ); sourceTree = "<group>"; };
            F_PHONE_CONFIG = {isa = PBXFileReference; path = Phone.xcconfig; sourceTree = "<group>"; };

            T_PHONE = {isa = PBXNativeTarget; buildConfigurationList = CL_PHONE; buildPhases = (); name = Phone; productType = "com.apple.product-type.application"; };
            CL_PHONE = {isa = XCConfigurationList; buildConfigurations = (C_PHONE_DEBUG, C_PHONE_RELEASE, ); defaultConfigurationName = Release; };
            C_PHONE_DEBUG = {isa = XCBuildConfiguration; baseConfigurationReference = F_PHONE_CONFIG; buildSettings = {}; name = Debug; };
            C_PHONE_RELEASE = {isa = XCBuildConfiguration; baseConfigurationReference = F_PHONE_CONFIG; buildSettings = {}; name = Release; };

            T_MAC = {isa = PBXNativeTarget; buildConfigurationList = CL_MAC; buildPhases = (); name = Mac; productType = "com.apple.product-type.application"; };
            CL_MAC = {isa = XCConfigurationList; buildConfigurations = (C_MAC_RELEASE, C_MAC_DEBUG, ); defaultConfigurationName = Debug; };
            C_MAC_DEBUG = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx; "SDKROOT[config=Release]" = iphoneos; "PRODUCT_MODULE_NAME[sdk=macosx*]" = MacModule; "PRODUCT_MODULE_NAME[sdk=iphoneos*]" = PhoneModule; "PRODUCT_MODULE_NAME[sdk=macosx*][arch=x86_64]" = IntelModule; "PRODUCT_MODULE_NAME[sdk=macosx*][arch=*]" = AnyArchModule; }; name = Debug; };
            C_MAC_RELEASE = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx; "SDKROOT[config=Release]" = iphoneos; "PRODUCT_MODULE_NAME[sdk=macosx*]" = MacModule; "PRODUCT_MODULE_NAME[sdk=iphoneos*]" = PhoneModule; }; name = Release; };
            """,
            configurations: [
                "/p/Shop/Phone.xcconfig": """
                PRODUCT_NAME = Plain
                PRODUCT_NAME[sdk=iphoneos*] = Device
                PRODUCT_NAME[sdk=iphonesimulator*] = Simulator
                PRODUCT_NAME[config=Debug][sdk=iphoneos*] = DebugDevice
                PRODUCT_NAME[config=Profile] = Profile
                """
            ]
        )
        #expect(reading.targets.map(\.module) == ["Device", "AnyArchModule"])
        #expect(reading.targets.map(\.platforms) == [[.iOS], [.macOS]])
        #expect(
            reading.warnings == [
                "Target Phone names different modules by configuration (DebugDevice in Debug, Device in Release); Device is used.",
                "Target Mac names different modules by configuration (PhoneModule in Release, AnyArchModule in Debug); AnyArchModule is used.",
            ]
        )
    }

    @Test(arguments: [
        ("SDKROOT = iphoneos;", [BuildTarget.Platform.iOS]),
        ("SDKROOT = macosx;", [.macOS]),
        ("SDKROOT = appletvos;", [.tvOS]),
        ("SDKROOT = watchos;", [.watchOS]),
        ("SDKROOT = xros;", [.visionOS]),
        ("SDKROOT = macosx14.0;", [.macOS]),
        ("SDKROOT = iphonesimulator;", [.iOS]),
        ("SDKROOT = /Applications/Xcode.app/Contents/Developer/Platforms/AppleTVOS.platform/Developer/SDKs/AppleTVOS17.0.sdk;", [.tvOS]),
        ("SDKROOT = \"$(PLATFORM)\"; PLATFORM = watchos;", [.watchOS]),
        ("SDKROOT = auto; SUPPORTED_PLATFORMS = \"xros xrsimulator iphoneos iphonesimulator macosx\";", [.iOS, .macOS, .visionOS]),
        ("SDKROOT = auto;", []),
        ("SDKROOT = driverkit;", []),
        ("", []),
    ])
    func platformsComeFromTheSDK(settings: String, platforms: [BuildTarget.Platform]) throws {
        let reading = try Fixture.readSettings(settings: settings)
        #expect(reading.targets.map(\.platforms) == [platforms])
    }
}
