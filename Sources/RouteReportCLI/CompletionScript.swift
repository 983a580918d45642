import RouteReportCore

/// The shells `--generate-completion` writes a script for.
enum CompletionShell: String, CaseIterable, Equatable, Sendable {
    case bash
    case zsh
    case fish
}

/// Shell completion scripts made from the option table (`OptionSpec.all`): the command
/// words, each command's own options (an option a command does not take is not
/// offered after it), the values an option takes where they are a fixed set, folders
/// for `--output`, and files for FILE.
enum CompletionScript {
    static func script(for shell: CompletionShell) -> String {
        switch shell {
        case .bash: return bash
        case .zsh: return zsh
        case .fish: return fish
        }
    }

    /// The command words, with what each does.
    static let commands: [(word: String, meaning: String)] = [
        ("report", "write the reports (the default command)"),
        ("validate", "check only: diagnostics, no reports"),
        ("merge", "join the shard folders of one run"),
        ("help", "show the help of a command"),
    ]

    /// The words an option's value is one of, from the enums the option parses into;
    /// nil where the value is free text or a path.
    static func choices(for spec: OptionSpec) -> [String]? {
        switch spec.long {
        case "format": return ReportFormat.allCases.map(\.rawValue)
        case "diagnostics": return DiagnosticsFormat.allCases.map(\.rawValue)
        case "generate-completion": return CompletionShell.allCases.map(\.rawValue)
        case "kml-detail": return KMLDetail.allCases.map(\.rawValue)
        case "kml-altitude": return KMLAltitude.allCases.map(\.rawValue)
        default: return nil
        }
    }

    /// Whether the option's value is a folder.
    static func takesFolder(_ spec: OptionSpec) -> Bool {
        spec.valueName == "dir"
    }

    /// The option's names as typed: `-o`, `--output`.
    static func names(_ spec: OptionSpec) -> [String] {
        (spec.short.map { ["-\($0)"] } ?? []) + [spec.spelledLong]
    }

    /// The first line of the option's help, for a description.
    static func summary(_ spec: OptionSpec) -> String {
        spec.help.first ?? ""
    }

    private static func options(for command: Command) -> [OptionSpec] {
        OptionSpec.all.filter { $0.commands.contains(command) }
    }

    // MARK: - bash

    static var bash: String {
        func words(_ command: Command) -> String {
            options(for: command).flatMap(names).joined(separator: " ")
        }
        var cases = ""
        for spec in OptionSpec.all where spec.takesValue {
            let pattern = names(spec).joined(separator: "|")
            if let choices = choices(for: spec) {
                cases +=
                    "        \(pattern)) COMPREPLY=($(compgen -W \"\(choices.joined(separator: " "))\" -- \"$cur\")); return ;;\n"
            } else if takesFolder(spec) {
                cases += "        \(pattern)) COMPREPLY=($(compgen -d -- \"$cur\")); return ;;\n"
            } else {
                cases += "        \(pattern)) COMPREPLY=(); return ;;\n"
            }
        }
        return """
            # bash completion for routereport, made by `routereport --generate-completion bash`.
            _routereport() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}" options
                case "$prev" in
            \(cases)    esac
                case "${COMP_WORDS[1]}" in
                    validate) options="\(words(.validate))" ;;
                    merge) options="\(words(.merge))" ;;
                    *) options="\(words(.report))" ;;
                esac
                if [[ "$cur" == -* ]]; then
                    COMPREPLY=($(compgen -W "$options" -- "$cur"))
                elif [ "$COMP_CWORD" -eq 1 ]; then
                    COMPREPLY=($(compgen -W "\(commands.map(\.word).joined(separator: " "))" -- "$cur") $(compgen -f -- "$cur"))
                elif [ "${COMP_WORDS[1]}" = help ] && [ "$COMP_CWORD" -eq 2 ]; then
                    COMPREPLY=($(compgen -W "\(Command.allCases.map(\.rawValue).joined(separator: " "))" -- "$cur"))
                else
                    COMPREPLY=($(compgen -f -- "$cur"))
                fi
            }
            complete -o filenames -o bashdefault -F _routereport routereport

            """
    }

    // MARK: - zsh

    /// Text inside a zsh `_arguments` description, in single quotes.
    private static func zshText(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "'\\''")
            .replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
            .replacingOccurrences(of: ":", with: "\\:")
    }

    private static func zshSpec(_ spec: OptionSpec) -> String {
        let description = "[" + zshText(summary(spec)) + "]"
        var value = ""
        if let name = spec.valueName {
            let action: String
            if let choices = choices(for: spec) {
                action = "(" + choices.joined(separator: " ") + ")"
            } else if takesFolder(spec) {
                action = "_directories"
            } else {
                action = " "
            }
            value = ":" + zshText(name) + ":" + action
        }
        let all = names(spec)
        if all.count == 1 { return "'" + all[0] + description + value + "'" }
        return "'(" + all.joined(separator: " ") + ")'{" + all.joined(separator: ",") + "}'" + description + value + "'"
    }

    static var zsh: String {
        func specs(_ command: Command) -> String {
            options(for: command).map { "      " + zshSpec($0) }.joined(separator: "\n")
        }
        let described = commands.map { "'" + $0.word + ":" + zshText($0.meaning) + "'" }.joined(separator: " ")
        return """
            #compdef routereport
            # zsh completion for routereport, made by `routereport --generate-completion zsh`.
            _routereport_commands() {
              local -a commands
              commands=(\(described))
              _describe -t commands command commands
            }

            _routereport() {
              local -a options
              case ${words[2]} in
                (validate) options=(
            \(specs(.validate))
                  ) ;;
                (merge) options=(
            \(specs(.merge))
                  ) ;;
                (*) options=(
            \(specs(.report))
                  ) ;;
              esac
              _arguments -s $options \\
                '1: :{_alternative "commands\\:command\\:_routereport_commands" "files\\:file\\:_files"}' \\
                '*:file:_files'
            }

            _routereport "$@"

            """
    }

    // MARK: - fish

    private static func fishText(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    /// The condition under which fish offers the option: after the commands that take it.
    private static func fishCondition(_ spec: OptionSpec) -> String? {
        let others = Command.allCases.filter { !spec.commands.contains($0) }
        guard !others.isEmpty else { return nil }
        if spec.commands.contains(.report) {
            return "not __fish_seen_subcommand_from " + others.map(\.rawValue).joined(separator: " ")
        }
        return "__fish_seen_subcommand_from " + spec.commands.map(\.rawValue).joined(separator: " ")
    }

    static var fish: String {
        var lines = [
            "# fish completion for routereport, made by `routereport --generate-completion fish`.",
            "complete -c routereport -e",
        ]
        for (word, meaning) in commands {
            lines.append(
                "complete -c routereport -n __fish_use_subcommand -a \(word) -d \(fishText(meaning))")
        }
        lines.append(
            "complete -c routereport -n '__fish_seen_subcommand_from help' -f -a "
                + fishText(Command.allCases.map(\.rawValue).joined(separator: " ")))
        for spec in OptionSpec.all {
            var line = "complete -c routereport"
            if let condition = fishCondition(spec) { line += " -n " + fishText(condition) }
            if let short = spec.short { line += " -s \(short)" }
            line += " -l \(spec.long)"
            if spec.takesValue {
                line += " -r"
                if let choices = choices(for: spec) {
                    line += " -f -a " + fishText(choices.joined(separator: " "))
                } else if takesFolder(spec) {
                    line += " -f -a '(__fish_complete_directories)'"
                } else {
                    line += " -f"
                }
            }
            lines.append(line + " -d " + fishText(summary(spec)))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
