import Foundation
import RouteReportCore

public enum CommandLineTool {
    public static func main() -> Never {
        exit(0)
    }
}
