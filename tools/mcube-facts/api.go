package main

import (
	"fmt"
	"go/ast"
	"regexp"
	"sort"
	"strings"
)

// An API is a release's exported functions, methods, types and struct fields, by id
// ("import/path|Name", "|Type.Method" or "|Type.Field"), each with its signature: parameter
// and result types without their names, so a renamed parameter is no change. Names maps each
// package to its name, the qualifier Go blocks use.
type API struct {
	Sigs  map[string]string
	Names map[string]string
}

// apiOf reads the exported API of every package of a module tree (examples and test folders
// left out: no program imports them).
func apiOf(dir, module string) API {
	l := newLoader(dir, module)
	api := API{Sigs: map[string]string{}, Names: map[string]string{}}
	for _, importPath := range l.packagesUnder(".", false) {
		p := l.load(importPath)
		api.Names[importPath] = p.name
		importPath += "|"
		for name, fd := range p.funcs {
			if ast.IsExported(name) {
				api.Sigs[importPath+name] = l.funcSignature(fd.decl.Type)
			}
		}
		for recv, methods := range p.methods {
			if !ast.IsExported(recv) {
				continue
			}
			for name, fd := range methods {
				if ast.IsExported(name) {
					api.Sigs[importPath+recv+"."+name] = l.funcSignature(fd.decl.Type)
				}
			}
		}
		for name, d := range p.types {
			if !ast.IsExported(name) || d.spec == nil {
				continue
			}
			api.Sigs[importPath+name] = l.typeSignature(d.spec)
			if st, ok := d.spec.Type.(*ast.StructType); ok {
				for _, field := range st.Fields.List {
					typ := l.exprString(field.Type)
					names := field.Names
					if len(names) == 0 { // embedded: the field is named after its type
						names = []*ast.Ident{{Name: receiverType(field.Type)}}
						typ = "embedded " + typ
					}
					for _, n := range names {
						if ast.IsExported(n.Name) {
							api.Sigs[importPath+name+"."+n.Name] = typ
						}
					}
				}
			}
		}
	}
	return api
}

func (l *loader) fieldTypes(list *ast.FieldList) string {
	if list == nil {
		return ""
	}
	var types []string
	for _, field := range list.List {
		n := len(field.Names)
		if n == 0 {
			n = 1
		}
		for i := 0; i < n; i++ {
			types = append(types, l.exprString(field.Type))
		}
	}
	return strings.Join(types, ", ")
}

func (l *loader) funcSignature(ft *ast.FuncType) string {
	sig := "func(" + l.fieldTypes(ft.Params) + ")"
	results := l.fieldTypes(ft.Results)
	switch {
	case results == "":
	case ft.Results != nil && len(ft.Results.List) == 1 && len(ft.Results.List[0].Names) <= 1:
		sig += " " + results
	default:
		sig += " (" + results + ")"
	}
	return sig
}

// typeSignature is "struct" for a struct (its fields are ids of their own), the type
// expression otherwise (an interface with its methods, a defined or alias type).
func (l *loader) typeSignature(spec *ast.TypeSpec) string {
	alias := ""
	if spec.Assign.IsValid() {
		alias = "= "
	}
	if _, ok := spec.Type.(*ast.StructType); ok {
		return alias + "struct"
	}
	// an interface's comments are no part of its signature: a changed comment is no change
	lines := strings.Split(l.exprString(spec.Type), "\n")
	for i, line := range lines {
		if c := strings.Index(line, "//"); c >= 0 {
			lines[i] = line[:c]
		}
	}
	return alias + strings.Join(strings.Fields(strings.Join(lines, "\n")), " ")
}

// apiChange is one id that was added, removed or changed between two releases.
type apiChange struct {
	id, before, after string
}

// diffAPI lists the changes, sorted by id; a package added or removed whole is one change.
func diffAPI(a, b API) []apiChange {
	var changes []apiChange
	for pkg := range a.Names {
		if _, ok := b.Names[pkg]; !ok {
			changes = append(changes, apiChange{pkg + "|", "package", ""})
		}
	}
	for pkg := range b.Names {
		if _, ok := a.Names[pkg]; !ok {
			changes = append(changes, apiChange{pkg + "|", "", "package"})
		}
	}
	ids := map[string]bool{}
	for _, api := range []API{a, b} {
		for id := range api.Sigs {
			ids[id] = true
		}
	}
	for id := range ids {
		before, inA := a.Sigs[id]
		after, inB := b.Sigs[id]
		_, pkgInA := a.Names[packageOf(id)]
		_, pkgInB := b.Names[packageOf(id)]
		if before != after && (inA || pkgInA) && (inB || pkgInB) { // a package added or removed whole is listed once
			changes = append(changes, apiChange{id, before, after})
		}
	}
	sort.Slice(changes, func(i, j int) bool { return changes[i].id < changes[j].id })
	return changes
}

func packageOf(id string) string { return id[:strings.Index(id, "|")] }

// display writes an id as Go does, with the module's path left out: ioc/config/lock.LimitRetry.
func display(id, module string) string {
	return strings.TrimPrefix(strings.TrimSuffix(strings.Replace(id, "|", ".", 1), "."), module+"/")
}

// goBlock is a ```go block of a page: where it starts and its code.
type goBlock struct {
	page *page
	line int
	code string
}

var fence = regexp.MustCompile("(?m)^```go[^\\n]*\\n")

func goBlocks(pages []page) []goBlock {
	var blocks []goBlock
	for i := range pages {
		p := &pages[i]
		for _, loc := range fence.FindAllStringIndex(p.text, -1) {
			rest := p.text[loc[1]:]
			end := strings.Index(rest, "\n```")
			if end < 0 {
				continue
			}
			blocks = append(blocks, goBlock{page: p, line: strings.Count(p.text[:loc[0]], "\n") + 1, code: rest[:end]})
		}
	}
	return blocks
}

// uses lists the Go blocks (page:line) of a language that use an id: pkg.Name for a
// package-level name; .Member or Member: in a block that uses the package for a method or field;
// the import path for a whole package.
func uses(blocks []goBlock, id string, names map[string]string, locale string) []string {
	rest := strings.Split(id[strings.Index(id, "|")+1:], ".")
	qualifier := names[packageOf(id)] + "."
	var needle *regexp.Regexp
	switch {
	case rest[0] == "": // a whole package: the blocks that import it
		qualifier = `"` + packageOf(id) + `"`
		needle = regexp.MustCompile(regexp.QuoteMeta(qualifier))
	case len(rest) == 1:
		needle = regexp.MustCompile(`\b` + regexp.QuoteMeta(qualifier+rest[0]) + `\b`)
	default:
		// a selector (opt.Token, s.Count()) or a composite literal's field (Token: …)
		needle = regexp.MustCompile(`\.` + regexp.QuoteMeta(rest[1]) + `\b|\b` + regexp.QuoteMeta(rest[1]) + `:`)
	}
	var found []string
	for _, b := range blocks {
		if b.page.locale == locale && strings.Contains(b.code, qualifier) && needle.MatchString(b.code) {
			found = append(found, fmt.Sprintf("%s:%d", b.page.path, b.line))
		}
	}
	return found
}

// printAPIChanges prints the API part of a diff and the Go blocks that use each removed or
// changed id; it returns how many lines it printed.
func printAPIChanges(a, b API, module string, pages []page) int {
	changes := diffAPI(a, b)
	if len(changes) == 0 {
		return 0
	}
	blocks := goBlocks(pages)
	fmt.Println("api (exported functions, methods, types, struct fields)")
	for _, c := range changes {
		switch {
		case c.before == "":
			fmt.Printf("  + %s (%s)\n", display(c.id, module), c.after)
			continue
		case c.after == "":
			fmt.Printf("  - %s (%s)\n", display(c.id, module), c.before)
		default:
			fmt.Printf("  ~ %s: %s → %s\n", display(c.id, module), c.before, c.after)
		}
		for _, locale := range []string{"en", "zh-Hans"} {
			where := uses(blocks, c.id, a.Names, locale)
			if len(where) == 0 {
				where = []string{"no Go block"}
			}
			fmt.Printf("      %-7s %s\n", locale+":", strings.Join(where, ", "))
		}
	}
	return len(changes)
}
