package main

import (
	"encoding/json"
	"fmt"
	"go/ast"
	"go/token"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Facts is the data file: every config object of one mcube release, its sections and keys.
type Facts struct {
	Module   string              `json:"module"`
	Tag      string              `json:"tag"`
	Commit   string              `json:"commit,omitempty"`
	About    string              `json:"about"`
	EnvRule  string              `json:"envRule"`
	FileRule string              `json:"fileRule"`
	Objects  []*Object           `json:"objects"`
	Sections map[string]*Section `json:"sections"`
	// Packages lists every package of the module, with its name and exported names.
	Packages map[string]*Package `json:"packages"`
}

type Package struct {
	Name     string   `json:"name"`
	Exported []string `json:"exported"`
}

type Object struct {
	ImportPath string  `json:"importPath"`
	Type       string  `json:"type"`
	Name       string  `json:"name"`
	Section    *string `json:"section"`
	Namespace  string  `json:"namespace"`
	Priority   *int    `json:"priority"`
	Static     *bool   `json:"static,omitempty"`
	Why        string  `json:"why,omitempty"`
}

type Section struct {
	Objects []string `json:"objects"`
	Keys    []*Key   `json:"keys"`
}

type Key struct {
	Key          string  `json:"key"`
	Env          *string `json:"env"`
	Type         string  `json:"type"`
	Default      string  `json:"default"`
	Note         string  `json:"note,omitempty"`
	Field        string  `json:"field"`
	TOML         string  `json:"toml"`
	JSON         string  `json:"json"`
	YAML         string  `json:"yaml"`
	EnvSeparator string  `json:"envSeparator,omitempty"`
	DefaultFrom  string  `json:"defaultFrom,omitempty"`
	Static       *bool   `json:"static,omitempty"`
	Why          string  `json:"why,omitempty"`
	// Objects names the objects that have the key when only some of the section's do.
	Objects []string `json:"objects,omitempty"`
	// Variants gives each object's default when the objects sharing a section differ
	// ([apidoc] path of the gin and go-restful objects); Default is the first object's.
	Variants map[string]string `json:"variants,omitempty"`
}

const (
	envRule  = `ENV = [UPPER(ConfigEnv.Prefix)+"_"] + UPPER(object name) + "_" + envPrefix tags of the enclosing structs + the env tag as written; a struct field without envPrefix keeps its parent's prefix; fields without an env tag, unexported fields and nil pointers to structs are not read (ioc/store.go NamespaceStore.LoadFromEnv, caarlos0/env v6)`
	fileRule = `section = the object's Name(); keys matched case-insensitively against the toml, yaml or json tag (by file type), or the Go field name when the tag is missing, with mapstructure (WeaklyTypedInput, embedded structs squashed); unknown keys ignored; env variables override files (ioc/store.go LoadFromFileContent)`
)

var falseValue = false

// namespaces maps the ioc functions that give a namespace to the constant they pass.
func (x *extractor) namespace(fn string) string {
	iocPkg := x.l.load(x.l.module + "/ioc")
	if iocPkg == nil || iocPkg.funcs[fn] == nil {
		return ""
	}
	name := ""
	ast.Inspect(iocPkg.funcs[fn].decl, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Namespace" && len(call.Args) == 1 {
				if s, ok := x.ev.eval(iocPkg.funcs[fn].file, call.Args[0], nil).(string); ok {
					name = s
				}
			}
		}
		return true
	})
	return name
}

type extractor struct {
	l  *loader
	ev *evaluator
	// the objects registered by each package, for pkg.Get().Priority()
	registered map[string]*registration
	// objectEnvPrefix: LoadFromEnv puts the object's name before every env tag (since v2.0.12).
	objectEnvPrefix bool
}

type registration struct {
	object *Object
	file   *file
	typ    *typeInfo
	value  any
}

func extract(rel *release) (*Facts, error) {
	l := newLoader(rel.Dir, modulePath)
	x := &extractor{l: l, ev: &evaluator{l: l}, registered: map[string]*registration{}}
	iocPkg := l.load(modulePath + "/ioc")
	if iocPkg == nil {
		return nil, fmt.Errorf("%s has no ioc package", rel.Version)
	}
	x.objectEnvPrefix = envPrefixedByName(iocPkg)
	facts := &Facts{
		Module: modulePath, Tag: rel.Version, Commit: rel.Commit,
		About:    "Every config object, section and key of mcube " + rel.Version + ", written by tools/mcube-facts from the module's source. Do not edit: run npm run facts -- extract " + rel.Version + ".",
		EnvRule:  envRule,
		FileRule: fileRule,
		Sections: map[string]*Section{},
		Packages: map[string]*Package{},
	}
	var regs []*registration
	for _, folder := range []string{"ioc/config", "ioc/apps"} {
		for _, importPath := range l.packagesUnder(folder, false) {
			regs = append(regs, x.registrations(l.load(importPath))...)
		}
	}
	for _, reg := range regs {
		x.priority(reg)
		facts.Objects = append(facts.Objects, reg.object)
		if reg.object.Section == nil {
			continue
		}
		name := *reg.object.Section
		section := facts.Sections[name]
		if section == nil {
			section = &Section{Keys: []*Key{}}
			facts.Sections[name] = section
		}
		prefix := ""
		if x.objectEnvPrefix {
			prefix = strings.ToUpper(reg.object.Name) + "_"
		}
		x.walk(facts, reg, reg.typ, reg.value, name, prefix, "", "", true)
	}
	x.markPartialKeys(facts, regs)
	markSharedEnv(facts)
	for _, importPath := range l.packagesUnder(".", true) {
		p := l.load(importPath)
		facts.Packages[importPath] = &Package{Name: p.name, Exported: p.exported()}
	}
	return facts, nil
}

// envPrefixedByName tells whether NamespaceStore.LoadFromEnv passes caarlos0/env a prefix
// made of the object's name (strings.ToUpper(w.Name)), as releases since v2.0.12 do.
func envPrefixedByName(ioc *pkg) bool {
	fn := ioc.methods["NamespaceStore"]["LoadFromEnv"]
	found := false
	if fn != nil {
		ast.Inspect(fn.decl.Body, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok && len(call.Args) == 1 {
				if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "ToUpper" {
					if arg, ok := call.Args[0].(*ast.SelectorExpr); ok && arg.Sel.Name == "Name" {
						found = true
					}
				}
			}
			return !found
		})
	}
	return found
}

// registrations finds ioc.<Namespace>().Registry(value) in a package's init functions.
func (x *extractor) registrations(p *pkg) []*registration {
	var regs []*registration
	for _, fn := range p.inits {
		ast.Inspect(fn.decl.Body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) != 1 {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "Registry" {
				return true
			}
			nsCall, ok := sel.X.(*ast.CallExpr)
			if !ok {
				return true
			}
			nsSel, ok := nsCall.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if alias, ok := nsSel.X.(*ast.Ident); !ok || fn.file.imports[alias.Name] != x.l.module+"/ioc" {
				return true
			}
			if reg := x.registration(p, fn.file, nsSel.Sel.Name, call.Args[0]); reg != nil {
				regs = append(regs, reg)
				x.registered[p.path] = reg
			}
			return true
		})
	}
	return regs
}

func (x *extractor) registration(p *pkg, f *file, nsFunc string, arg ast.Expr) *registration {
	typ := x.registeredType(f, arg)
	if typ == nil || typ.named == nil {
		return nil
	}
	value := x.ev.eval(f, arg, typ)
	if id, ok := arg.(*ast.Ident); ok {
		x.applyInitAssignments(p, id.Name, value)
	}
	obj := &Object{ImportPath: p.path, Type: typ.name, Namespace: x.namespace(nsFunc)}
	name := x.methodResult(typ, "Name", value)
	switch n := name.(type) {
	case string:
		obj.Name = n
	case nil:
		obj.Name = ""
	default:
		obj.Static, obj.Why = &falseValue, "Name(): "+describeUnknown(n)
	}
	if obj.Name != "" {
		section := obj.Name
		obj.Section = &section
	} else if obj.Static == nil {
		// ioc names the object after its Go type; files are read by Name(), so none applies.
		obj.Name = "*" + p.name + "." + typ.name
	}
	return &registration{object: obj, file: f, typ: typ, value: value}
}

// registeredType is the struct type of the registered value.
func (x *extractor) registeredType(f *file, arg ast.Expr) *typeInfo {
	switch a := arg.(type) {
	case *ast.UnaryExpr:
		return x.registeredType(f, a.X)
	case *ast.CompositeLit:
		return x.l.resolveType(f, a.Type)
	case *ast.Ident:
		if d, ok := f.pkg.vars[a.Name]; ok {
			if d.typ != nil {
				t := x.l.resolveType(d.file, d.typ)
				for t.kind == "pointer" {
					t = t.elem
				}
				return t
			}
			if d.value != nil {
				return x.registeredType(d.file, d.value)
			}
		}
	case *ast.CallExpr:
		if fn := x.ev.function(f, a.Fun); fn != nil && fn.decl.Type.Results != nil && len(fn.decl.Type.Results.List) == 1 {
			t := x.l.resolveType(fn.file, fn.decl.Type.Results.List[0].Type)
			for t.kind == "pointer" {
				t = t.elem
			}
			return t
		}
	}
	return nil
}

// applyInitAssignments applies `name.Field = value` statements of the package's init functions.
func (x *extractor) applyInitAssignments(p *pkg, name string, value any) {
	root, ok := value.(*structValue)
	if !ok {
		return
	}
	for _, fn := range p.inits {
		for _, stmt := range fn.decl.Body.List {
			assign, ok := stmt.(*ast.AssignStmt)
			if !ok || assign.Tok != token.ASSIGN || len(assign.Lhs) != 1 {
				continue
			}
			path := selectorPath(assign.Lhs[0])
			if len(path) < 2 || path[0] != name {
				continue
			}
			setPath(root, path[1:], x.ev.eval(fn.file, assign.Rhs[0], nil), "init()")
		}
	}
}

// selectorPath turns a.b.c into [a b c].
func selectorPath(expr ast.Expr) []string {
	switch e := expr.(type) {
	case *ast.Ident:
		return []string{e.Name}
	case *ast.SelectorExpr:
		if head := selectorPath(e.X); head != nil {
			return append(head, e.Sel.Name)
		}
	}
	return nil
}

// setAt records where a default came from when it is not the registered literal.
type setAt struct {
	value any
	from  string
}

func setPath(root *structValue, path []string, value any, from string) {
	current := root
	for _, name := range path[:len(path)-1] {
		next, ok := current.fields[name].(*structValue)
		if !ok {
			next = &structValue{fields: map[string]any{}}
			current.fields[name] = next
		}
		current = next
	}
	current.fields[path[len(path)-1]] = setAt{value, from}
}

// methodResult evaluates a method without parameters that returns one expression, looking in
// the type, then its embedded types; nil when only ioc.ObjectImpl has it.
func (x *extractor) methodResult(typ *typeInfo, method string, value any) any {
	fn := x.l.findMethod(typ, method)
	if fn == nil {
		return nil
	}
	result := singleReturn(fn.decl)
	if result == nil {
		return &unknown{method + "()", "its body is more than one return"}
	}
	return x.ev.eval(fn.file, result, nil)
}

func (l *loader) findMethod(typ *typeInfo, method string) *funcDecl {
	if typ == nil || typ.named == nil {
		return nil
	}
	owner := typ.owner.pkg
	if fn := owner.methods[typ.name][method]; fn != nil {
		return fn
	}
	for _, field := range structFields(typ) {
		if !field.embedded {
			continue
		}
		embedded := l.resolveType(typ.owner, field.typ)
		for embedded.kind == "pointer" {
			embedded = embedded.elem
		}
		if embedded.named != nil && embedded.owner.pkg.path == l.module+"/ioc" && embedded.name == "ObjectImpl" {
			continue
		}
		if fn := l.findMethod(embedded, method); fn != nil {
			return fn
		}
	}
	return nil
}

// priority reads Priority(): a number, a constant, or another package's object's priority
// plus or minus a number (vault: trace.Get().Priority() - 1).
func (x *extractor) priority(reg *registration) {
	fn := x.l.findMethod(reg.typ, "Priority")
	if fn == nil {
		zero := 0
		reg.object.Priority = &zero
		return
	}
	if result := singleReturn(fn.decl); result != nil {
		if n, ok := x.priorityOf(fn.file, result); ok {
			reg.object.Priority = &n
			return
		}
	}
	reg.object.Static, reg.object.Why = &falseValue, "Priority() is computed at run time"
}

func (x *extractor) priorityOf(f *file, expr ast.Expr) (int, bool) {
	if bin, ok := expr.(*ast.BinaryExpr); ok && (bin.Op == token.ADD || bin.Op == token.SUB) {
		a, okA := x.priorityOf(f, bin.X)
		b, okB := x.priorityOf(f, bin.Y)
		if bin.Op == token.SUB {
			b = -b
		}
		return a + b, okA && okB
	}
	// pkg.Get().Priority()
	if call, ok := expr.(*ast.CallExpr); ok {
		if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Priority" {
			if inner, ok := sel.X.(*ast.CallExpr); ok {
				if get, ok := inner.Fun.(*ast.SelectorExpr); ok && get.Sel.Name == "Get" {
					if alias, ok := get.X.(*ast.Ident); ok {
						if other := x.registered[f.imports[alias.Name]]; other != nil {
							if other.object.Priority == nil {
								x.priority(other)
							}
							if other.object.Priority != nil {
								return *other.object.Priority, true
							}
						}
					}
				}
			}
		}
	}
	if n, ok := x.ev.eval(f, expr, nil).(int64); ok {
		return int(n), true
	}
	return 0, false
}

type tags struct{ toml, json, yaml, env, envPrefix, envSeparator string }

func parseTags(raw string) tags {
	tag := reflect.StructTag(raw)
	name := func(key string) string { return strings.Split(tag.Get(key), ",")[0] }
	return tags{toml: name("toml"), json: name("json"), yaml: name("yaml"), env: name("env"),
		envPrefix: tag.Get("envPrefix"), envSeparator: tag.Get("envSeparator")}
}

// walk adds the keys of one struct to a section: embedded structs join their parent
// (mapstructure squashes them, caarlos0/env reads them with the same prefix); named struct
// fields open a nested section.
func (x *extractor) walk(facts *Facts, reg *registration, typ *typeInfo, value any, section, envPrefix, fieldPath, access string, envReads bool) {
	fieldsValue, _ := value.(*structValue)
	for _, field := range structFields(typ) {
		if !ast.IsExported(field.name) {
			continue // neither mapstructure nor caarlos0/env sets unexported fields
		}
		t := parseTags(field.tag)
		ft := x.l.resolveType(typ.owner, field.typ)
		var fv any
		if fieldsValue != nil {
			fv = fieldsValue.fields[field.name]
		}
		structType, isPointer := ft, false
		for structType.kind == "pointer" {
			structType, isPointer = structType.elem, true
		}
		goPath := strings.TrimPrefix(fieldPath+"."+field.name, ".")
		accessPath := strings.TrimPrefix(access+"."+field.name, ".") // as methods write it: embedded names left out
		if structType.kind == "struct" && structType.named != nil && x.l.isMcube(structType.owner.pkg.path) {
			if structType.owner.pkg.path == x.l.module+"/ioc" && structType.name == "ObjectImpl" {
				continue
			}
			// A nil pointer to a struct is skipped by caarlos0/env.
			reads := envReads
			if isPointer {
				if _, isNil := fv.(nilValue); isNil || fv == nil {
					reads = false
				}
			}
			if field.embedded {
				x.walk(facts, reg, structType, unwrap(fv), section, envPrefix+t.envPrefix, goPath, access, reads)
				continue
			}
			if t.toml == "-" {
				continue
			}
			nested := section + "." + orName(t.toml, field.name)
			if facts.Sections[nested] == nil {
				facts.Sections[nested] = &Section{Keys: []*Key{}}
			}
			x.walk(facts, reg, structType, unwrap(fv), nested, envPrefix+t.envPrefix, goPath, accessPath, reads)
			continue
		}
		if (t.toml == "" && t.json == "" && t.yaml == "" && t.env == "") || t.toml == "-" {
			continue // not configuration: an embedded helper or a field without tags
		}
		key := &Key{Key: orName(t.toml, field.name), Type: ft.display, Field: reg.object.Type + "." + goPath,
			TOML: orName(t.toml, field.name), JSON: orName(t.json, field.name), YAML: orName(t.yaml, field.name)}
		x.keyEnv(key, ft, t, envPrefix, envReads, fv)
		x.keyDefault(key, reg, accessPath, ft, fv)
		x.addKey(facts.Sections[section], reg.object.ImportPath, key)
	}
}

func unwrap(v any) any {
	if s, ok := v.(setAt); ok {
		return s.value
	}
	return v
}

func orName(tag, name string) string {
	if tag == "" {
		return name
	}
	return tag
}

// keyEnv sets the env variable of a key as caarlos0/env v6 reads it, or says why there is none.
func (x *extractor) keyEnv(key *Key, ft *typeInfo, t tags, prefix string, reads bool, fv any) {
	switch {
	case t.env == "":
		key.Note = "no env tag: files only"
	case !reads:
		key.Note = "inside a nil pointer, which caarlos0/env skips: files only"
	case !envParsable(ft):
		key.Note = fmt.Sprintf("caarlos0/env v6 cannot parse a %s: setting %s makes config loading fail", ft.display, prefix+t.env)
	default:
		env := prefix + t.env
		key.Env = &env
		if ft.kind == "slice" {
			key.EnvSeparator = orName(t.envSeparator, ",")
		}
		if t.env != strings.ToUpper(key.Key) {
			key.Note = "the env name is not the key in capitals"
		}
	}
}

func envParsable(ft *typeInfo) bool {
	for ft.kind == "pointer" {
		ft = ft.elem
	}
	switch ft.kind {
	case "bool", "string", "int", "float", "duration":
		return true
	case "slice":
		return envParsable(ft.elem)
	case "external":
		return textTypes[ft.path+"."+ft.name]
	}
	return false
}

// textTypes are the types of other modules that caarlos0/env v6 parses: url.URL by its own
// parser, the others because they implement encoding.TextUnmarshaler (zerolog.Level: LOG_LEVEL
// works before v2.0.58, when [log] level became a string). The per-release loads check it.
var textTypes = map[string]bool{"net/url.URL": true, "github.com/rs/zerolog.Level": true}

// keyDefault writes the default a key has after registration, or after Init when the
// registered value leaves it empty.
func (x *extractor) keyDefault(key *Key, reg *registration, goPath string, ft *typeInfo, fv any) {
	from := ""
	if s, ok := fv.(setAt); ok {
		fv, from = s.value, s.from
	}
	if fv == nil || isZero(fv) {
		if method, v := x.initDefault(reg.typ, goPath); v != nil {
			fv, from = v, method+", when empty"
		}
	}
	key.DefaultFrom = from
	if u, ok := fv.(*unknown); ok {
		key.Default = u.expr
		key.Static, key.Why = &falseValue, describeUnknown(u)
		if from != "" {
			key.Why = "set in " + from + " from " + key.Why
		}
		return
	}
	key.Default = formatValue(fv, ft)
}

func describeUnknown(v any) string {
	if u, ok := v.(*unknown); ok {
		return fmt.Sprintf("%s: %s", u.expr, u.why)
	}
	return fmt.Sprint(v)
}

func isZero(v any) bool {
	switch x := v.(type) {
	case string:
		return x == ""
	case int64:
		return x == 0
	case float64:
		return x == 0
	case bool:
		return !x
	case nilValue:
		return true
	}
	return false
}

// initDefault finds `if recv.F == <zero> { … recv.F = value … }` in the type's methods.
func (x *extractor) initDefault(typ *typeInfo, goPath string) (string, any) {
	if typ == nil || typ.named == nil {
		return "", nil
	}
	methods := typ.owner.pkg.methods[typ.name]
	names := make([]string, 0, len(methods))
	for name := range methods {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		fn := methods[name]
		if fn.decl.Recv == nil || len(fn.decl.Recv.List[0].Names) == 0 || fn.decl.Body == nil {
			continue
		}
		recv := fn.decl.Recv.List[0].Names[0].Name
		target := recv + "." + goPath
		var found any
		ast.Inspect(fn.decl.Body, func(n ast.Node) bool {
			stmt, ok := n.(*ast.IfStmt)
			if !ok || found != nil {
				return found == nil
			}
			cond, ok := stmt.Cond.(*ast.BinaryExpr)
			if !ok || cond.Op != token.EQL || strings.Join(selectorPath(cond.X), ".") != target {
				return true
			}
			for _, s := range stmt.Body.List {
				if assign, ok := s.(*ast.AssignStmt); ok && len(assign.Lhs) == 1 && strings.Join(selectorPath(assign.Lhs[0]), ".") == target {
					found = x.ev.eval(fn.file, assign.Rhs[0], nil)
				}
			}
			return true
		})
		if found != nil {
			return name + "()", found
		}
	}
	return "", nil
}

// formatValue writes a default as the key tables show it: Go-like literals, JSON lists.
func formatValue(v any, ft *typeInfo) string {
	under := ft
	for under != nil && under.kind == "pointer" {
		if _, isNil := v.(nilValue); isNil || v == nil {
			return "nil"
		}
		under = under.elem
	}
	if v == nil || isNilValue(v) {
		switch under.kind {
		case "string":
			return `""`
		case "bool":
			return "false"
		case "int", "float", "duration":
			if under.kind == "duration" {
				return "0s"
			}
			return "0"
		case "slice":
			return "[]"
		case "map":
			return "{}"
		}
		return "nil"
	}
	switch x := v.(type) {
	case string:
		return strconv.Quote(x)
	case bool:
		return strconv.FormatBool(x)
	case int64:
		if under.kind == "duration" {
			return time.Duration(x).String()
		}
		if under.kind == "float" {
			return strconv.FormatFloat(float64(x), 'g', -1, 64)
		}
		return strconv.FormatInt(x, 10)
	case float64:
		return strconv.FormatFloat(x, 'g', -1, 64)
	case []any:
		parts := make([]string, len(x))
		for i, item := range x {
			parts[i] = formatValue(item, under.elem)
		}
		return "[" + strings.Join(parts, ",") + "]"
	case *mapValue:
		parts := make([]string, len(x.keys))
		for i := range x.keys {
			parts[i] = formatValue(x.keys[i], &typeInfo{kind: "string"}) + ":" + formatValue(x.values[i], under.elem)
		}
		return "{" + strings.Join(parts, ",") + "}"
	}
	b, _ := json.Marshal(fmt.Sprint(v))
	return string(b)
}

func isNilValue(v any) bool {
	_, ok := v.(nilValue)
	return ok
}

func (x *extractor) addKey(section *Section, object string, key *Key) {
	if !contains(section.Objects, object) {
		section.Objects = append(section.Objects, object)
	}
	for _, existing := range section.Keys {
		if existing.Key == key.Key {
			existing.Objects = append(existing.Objects, object)
			if existing.Default != key.Default {
				if existing.Variants == nil {
					existing.Variants = map[string]string{}
					for _, earlier := range existing.Objects[:len(existing.Objects)-1] {
						existing.Variants[earlier] = existing.Default
					}
				}
				existing.Variants[object] = key.Default
			} else if existing.Variants != nil {
				existing.Variants[object] = key.Default
			}
			if existing.Default != key.Default || !equalEnv(existing.Env, key.Env) || existing.Type != key.Type {
				existing.Note = strings.TrimPrefix(existing.Note+"; differs in "+object+": "+key.Default, "; ")
			}
			return
		}
	}
	key.Objects = []string{object}
	section.Keys = append(section.Keys, key)
}

func equalEnv(a, b *string) bool {
	return (a == nil && b == nil) || (a != nil && b != nil && *a == *b)
}

// markPartialKeys keeps a key's object list only when some objects of its section lack it.
func (x *extractor) markPartialKeys(facts *Facts, regs []*registration) {
	for name, section := range facts.Sections {
		root := strings.Split(name, ".")[0]
		var objects []string
		for _, reg := range regs {
			if reg.object.Section != nil && *reg.object.Section == root {
				objects = append(objects, reg.object.ImportPath)
			}
		}
		section.Objects = objects
		for _, key := range section.Keys {
			if len(key.Objects) == len(objects) {
				key.Objects = nil
			}
		}
	}
}

func contains(list []string, s string) bool {
	for _, item := range list {
		if item == s {
			return true
		}
	}
	return false
}

// markSharedEnv notes keys that one env variable sets together (an embedded struct without
// envPrefix keeps its parent's prefix: METRIC_ENABLE sets [metric] and [metric.api_stats]).
func markSharedEnv(facts *Facts) {
	byEnv := map[string][]string{}
	names := make([]string, 0, len(facts.Sections))
	for name := range facts.Sections {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		for _, key := range facts.Sections[name].Keys {
			if key.Env != nil {
				byEnv[*key.Env] = append(byEnv[*key.Env], name+"."+key.Key)
			}
		}
	}
	for _, name := range names {
		for _, key := range facts.Sections[name].Keys {
			if key.Env == nil || len(byEnv[*key.Env]) < 2 {
				continue
			}
			var others []string
			for _, other := range byEnv[*key.Env] {
				if other != name+"."+key.Key {
					others = append(others, other)
				}
			}
			note := "the same env variable sets " + strings.Join(others, ", ")
			key.Note = strings.TrimPrefix(key.Note+"; "+note, "; ")
		}
	}
}
