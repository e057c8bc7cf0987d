import type { Command } from 'commander';
import { oneOf } from './choices.ts';
import type { CommandContext } from './context.ts';

/** The shells `scr completion` writes a script for. */
export const completionShells = ['bash', 'zsh'] as const;

/** A word the shell may complete after a command: a subcommand or an option, with its help line. */
type Word = { readonly name: string; readonly description: string };

/** A command of the tree by its path of words (`''`, `'users'`, `'users list'`) and what may follow it. */
type Node = { readonly path: string; readonly words: readonly Word[] };

const helpWord = (ctx: CommandContext): Word => ({
  name: '--help',
  description: ctx.say({ id: 'cli.option.help' }),
});

/**
 * Every command of the program with its subcommands and options, read from commander's own tree:
 * the script completes exactly what scr parses, in the language the script was written in.
 */
const nodesOf = (ctx: CommandContext, command: Command, path: string): Node[] => {
  const subcommands = command.commands.map((c) => ({ name: c.name(), description: c.description() }));
  // Commander adds its help command when the help is shown; the top level offers it as scr does.
  const help = path === '' ? [{ name: 'help', description: ctx.say({ id: 'cli.command.help' }) }] : [];
  const options = command.options
    .filter((o) => o.long !== undefined)
    .map((o) => ({ name: o.long!, description: o.description }));
  // The argument of `scr completion` is one of a list: the script offers it.
  const shells = path === 'completion' ? completionShells.map((name) => ({ name, description: name })) : [];
  const here: Node = { path, words: [...subcommands, ...shells, ...help, ...options, helpWord(ctx)] };
  return [
    here,
    ...command.commands.flatMap((c) => nodesOf(ctx, c, path === '' ? c.name() : `${path} ${c.name()}`)),
  ];
};

/** The options that take a value: the word after one is that value, not a command. */
const valueOptions = (command: Command): string[] => [
  ...command.options.filter((o) => (o.required || o.optional) && o.long).map((o) => o.long!),
  ...command.commands.flatMap(valueOptions),
];

/** A word as a shell single-quoted string (a quote closes, is escaped and reopens). */
const quote = (text: string): string => `'${text.replaceAll("'", `'\\''`)}'`;

/** The case patterns of the commands below the top level: the words that extend a path to a command. */
const commandPaths = (nodes: readonly Node[]): string =>
  nodes
    .filter((n) => n.path !== '')
    .map((n) => quote(n.path))
    .join('|');

/**
 * The loop both scripts share: the words before the cursor, an option's value skipped, a word that
 * extends the path to a command added to it, any other word an argument (a file, a reference).
 */
const pathLoop = (
  nodes: readonly Node[],
  values: readonly string[],
  word: string,
  from: number,
  to: string,
) => [
  `  for ((i = ${from}; i < ${to}; i++)); do`,
  `    case "${word}" in`,
  `      ${values.join('|')}) ((i++)) ;;`,
  '      -*) ;;',
  `      *) case "\${cmd:+$cmd }${word}" in`,
  `           ${commandPaths(nodes)}) cmd="\${cmd:+$cmd }${word}" ;;`,
  '         esac ;;',
  '    esac',
  '  done',
];

const bashScript = (nodes: readonly Node[], values: readonly string[]): string =>
  [
    '# scr completion for bash: source <(scr completion bash), or save it as',
    '# ~/.local/share/bash-completion/completions/scr',
    '_scr() {',
    '  local cur="${COMP_WORDS[COMP_CWORD]}" cmd="" i',
    ...pathLoop(nodes, values, '${COMP_WORDS[i]}', 1, 'COMP_CWORD'),
    '  case "$cmd" in',
    ...nodes.map(
      (n) =>
        `    ${quote(n.path)}) COMPREPLY=($(compgen -W ${quote(n.words.map((w) => w.name).join(' '))} -- "$cur")) ;;`,
    ),
    '    *) COMPREPLY=() ;;',
    '  esac',
    '}',
    // A file argument (users import FILE) falls back to the shell's file names.
    'complete -o default -F _scr scr',
    '',
  ].join('\n');

const zshScript = (nodes: readonly Node[], values: readonly string[]): string =>
  [
    '#compdef scr',
    '# scr completion for zsh: source <(scr completion zsh), or save it as _scr in a folder of $fpath',
    '_scr() {',
    '  local cmd="" i',
    '  local -a items',
    ...pathLoop(nodes, values, '${words[i]}', 2, 'CURRENT'),
    '  case "$cmd" in',
    ...nodes.map(
      (n) =>
        `    ${quote(n.path)}) items=(${n.words.map((w) => quote(`${w.name.replaceAll(':', '\\:')}:${w.description}`)).join(' ')}) ;;`,
    ),
    '    *) items=() ;;',
    '  esac',
    "  _describe 'scr' items || _files",
    '}',
    'if [[ "${funcstack[1]}" == _scr ]]; then _scr "$@"; else compdef _scr scr; fi',
    '',
  ].join('\n');

/**
 * `scr completion bash|zsh`: a script completing scr's commands and options, printed for the shell
 * to source (`source <(scr completion bash)`) or to be saved where the shell loads completions.
 */
export const completionCommand = (ctx: CommandContext, shell: string, program: Command): Promise<void> => {
  const chosen = oneOf(ctx.say, 'SHELL', shell, completionShells);
  const nodes = nodesOf(ctx, program, '');
  const values = [...new Set(valueOptions(program))];
  process.stdout.write(chosen === 'bash' ? bashScript(nodes, values) : zshScript(nodes, values));
  return Promise.resolve();
};
