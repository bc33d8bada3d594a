"""The programming languages, by name: one vocabulary for what the user writes (the tool lexicon)
and what a project is written in (the technology lexicon).

Kept apart from both so that neither imports the other. Names that are also everyday words or
people's names ("go", "ruby", "unison") are in :data:`EVERYDAY_LANGUAGES`: they count only
beside a cue of their kind, or capitalised. Languages named with a word people give their own
projects and pets ("Fennel", "Wren", "Red", "Pony", "Roc") are left out: read as a language, "a side
project called Wren, a reading log" lost its project.
"""

from __future__ import annotations

LANGUAGE_NAMES = (
    "python|rust|go|golang|java|kotlin|scala|swift|typescript|javascript|js|plain js|vanilla js|ruby|php|elixir|"
    "haskell|c#|"
    "c++|clojure|ocaml|f#|dart|lua|perl|julia|zig|nim|crystal|erlang|fortran|cobol|prolog|gleam|"
    "objective-c|visual basic|vb.net|vba|groovy|racket|common lisp|scheme|elm|purescript|reasonml|"
    "rescript|coffeescript|stata|sas|spss|matlab|octave|mathematica|wolfram|sql|t-sql|pl/sql|plsql|"
    "gdscript|autohotkey|ahk|applescript|powershell|bash|shell script|awk|tcl|d|ada|pascal|delphi|"
    "object pascal|assembly|x86 assembly|verilog|vhdl|solidity|move|cairo|mojo|carbon|v|odin|hare|"
    "abap|apex|labview|scratch|smalltalk|forth|lisp|emacs lisp|elisp|vimscript|"
    "actionscript|haxe|idris|agda|coq|lean|j|apl|k|q|kdb|raku|hack|zsh script|cuda|glsl|hlsl|wgsl|"
    "arduino|micropython|circuitpython|luau|roblox lua|pine script|mql4|mql5|excel formulas|dax|"
    "power query|m language|r|c|ansi c|unison|janet|roc|koka|pharo|squeak|vala|rebol|modula-2|oberon|simula|"
    "algol|qbasic|freebasic|quickbasic|standard ml|sml|miranda|snobol|rexx|pl/i|bqn|uiua|c3|dafny|"
    "tla+|xtend|livescript|clojurescript|lfe|cython|vyper|plutus|opencl|nodejs|node.js|deno|nix|dhall|"
    "jsonnet|starlark|hcl|bicep|kdb+|"
    # the long tail, each a language and nothing else (none an everyday word, or a name people give
    # their pets and projects: "Cobra", "Genie", "Maple", "Gremlin" are left out, as "Wren" is)
    "moonscript|nelua|nemerle|inko|ceylon|chapel|fantom|gosu|golo|ioke|jython|ironpython|jruby|pike|"
    "vlang|hylang|picolisp|newlisp|chicken scheme|guile|gambit scheme|chez scheme|eiffel|sather|"
    "angelscript|gml|gamemaker language|zenscript|purebasic|blitzmax|monkey x|xojo|realbasic|livecode|"
    "hypertalk|autoit|nsis|inform 7|ren'py|renpy|supercollider|csound|sonic pi|tidalcycles|bucklescript|"
    "fsharp|f*|fstar|ats|isabelle|twelf|purerl|hamler|bosque|rhai|cuelang|kcl|rego|plpgsql|pl/pgsql|"
    "hiveql|sparql|cypher|xquery|xslt|typst|postscript|metapost|troff|cmake|vbscript|jscript|perl 6|"
    "modula-3|component pascal|zonnon|newspeak|lisaac|autolisp|logtalk|datalog|souffle|mozart|yeti|mirah|"
    "whiley|scilab|maxima|sagemath|pari/gp|eviews|gretl|nxc|robotc|ladder logic|structured text|g-code|"
    "systemverilog|spinalhdl|bluespec|myhdl|amaranth|hardcaml|futhark|objective-j|actionscript 3|as3|"
    "solidity|michelson|ligo|scilla|pyteal|cairo 1|frege|imba|circom|cuda c|openmp|mpi|max/msp|pure data|"
    # and more of the long tail (things12)
    "oxygene|zephir|idris2|crystal lang|elixir lang|pony lang|gleam lang|roc lang|"
    "hylo|flix|effekt|austral|vale|wren lang|fennel lang|carp lang|grain lang|gravity lang|umka|hare lang|c3 lang|"
    # languages named by an everyday word or a pet's name: read only as written, beside a cue of code
    # (EVERYDAY_LANGUAGES), so "my pony" and "Cobra, my side project" stay what they are
    "pony|cobra|genie|livescript|"
    # the scripting languages of platforms people earn a living in
    "suitescript|ampscript|google apps script|apps script|pinescript|easylanguage|rpgle|powerbuilder|maxscript|"
    "visualforce|soql|x\\+\\+|openedge abl|progress 4gl|clarion|visual foxpro|foxpro|openscad|netlogo|jcl|hlasm|"
    "wolfram language|linden scripting language|gdscript"
)
EVERYDAY_LANGUAGES = frozenset(
    """
    go d v j k q r move cairo carbon odin hare nix scheme lean ruby julia crystal swift dart elm scratch apex
    hack forth mojo rust cuda lisp awk ada pascal delphi reasonml c unison idris agda miranda janet roc koka
    gml rego imba pike guile eiffel frege chapel ceylon vale flix pony cobra genie
    """.split()
)
NAMELIKE_LANGUAGES = frozenset("pony cobra genie".split())
"""Languages named by a word people give their projects and pets: such a name is a project's or a pet's
as readily as a language's (only a cue of code makes it a language)."""
