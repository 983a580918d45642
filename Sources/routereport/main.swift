import RouteReportCLI

CommandLineTool.main()
