package main

import (
	"go/ast"
	"go/printer"
	"go/token"
	"io"
	"strconv"
	"strings"
	"time"
)

func printExpr(w io.Writer, fset *token.FileSet, expr ast.Expr) {
	_ = printer.Fprint(w, fset, expr)
}

// Values the evaluator produces: string, bool, int64, float64, nil (nilValue), []any,
// *mapValue, *structValue, or *unknown when the value is not in mcube's source.
type nilValue struct{}

type mapValue struct{ keys, values []any }

type structValue struct {
	typ    *typeInfo
	fields map[string]any
}

// unknown is a value that cannot be read statically: the expression and why.
type unknown struct{ expr, why string }

// typeInfo is a resolved Go type, as far as the facts need it.
type typeInfo struct {
	kind    string // bool, string, int, float, struct, map, slice, pointer, interface, duration, external
	display string // how the facts file names it
	named   *decl  // for a type defined in mcube
	owner   *file
	elem    *typeInfo // pointer, slice and map elements
	strct   *ast.StructType
	name    string // the type's own name (for named types)
	path    string // import path of an external type
}

var basicKinds = map[string]string{
	"bool": "bool", "string": "string", "byte": "int", "rune": "int",
	"int": "int", "int8": "int", "int16": "int", "int32": "int", "int64": "int",
	"uint": "int", "uint8": "int", "uint16": "int", "uint32": "int", "uint64": "int", "uintptr": "int",
	"float32": "float", "float64": "float", "any": "interface", "error": "interface",
}

// resolveType reads a type expression written in file f.
func (l *loader) resolveType(f *file, expr ast.Expr) *typeInfo {
	switch t := expr.(type) {
	case *ast.ParenExpr:
		return l.resolveType(f, t.X)
	case *ast.Ident:
		if kind, ok := basicKinds[t.Name]; ok {
			return &typeInfo{kind: kind, display: t.Name}
		}
		if d, ok := f.pkg.types[t.Name]; ok {
			return l.namedType(f.pkg, t.Name, d)
		}
		return &typeInfo{kind: "external", display: t.Name}
	case *ast.SelectorExpr:
		alias, ok := t.X.(*ast.Ident)
		if !ok {
			break
		}
		importPath := f.imports[alias.Name]
		if importPath == "time" && t.Sel.Name == "Duration" {
			return &typeInfo{kind: "duration", display: "time.Duration", name: "Duration", path: "time"}
		}
		if p := l.load(importPath); p != nil {
			if d, ok := p.types[t.Sel.Name]; ok {
				return l.namedType(p, t.Sel.Name, d)
			}
		}
		return &typeInfo{kind: "external", display: l.packageName(importPath) + "." + t.Sel.Name, name: t.Sel.Name, path: importPath}
	case *ast.StarExpr:
		elem := l.resolveType(f, t.X)
		return &typeInfo{kind: "pointer", display: "*" + elem.display, elem: elem}
	case *ast.ArrayType:
		elem := l.resolveType(f, t.Elt)
		return &typeInfo{kind: "slice", display: "[]" + elem.display, elem: elem}
	case *ast.MapType:
		key, elem := l.resolveType(f, t.Key), l.resolveType(f, t.Value)
		return &typeInfo{kind: "map", display: "map[" + key.display + "]" + elem.display, elem: elem}
	case *ast.StructType:
		return &typeInfo{kind: "struct", display: "struct", strct: t, owner: f}
	case *ast.InterfaceType:
		return &typeInfo{kind: "interface", display: "interface{}"}
	}
	return &typeInfo{kind: "external", display: l.exprString(expr)}
}

func (l *loader) namedType(p *pkg, name string, d decl) *typeInfo {
	under := l.resolveType(d.file, d.typ)
	info := *under
	info.named = &d
	info.name = name
	info.owner = d.file
	info.display = p.name + "." + name
	if under.kind != "struct" && under.kind != "interface" {
		info.display += " (" + under.display + ")"
	}
	return &info
}

// evaluator follows constants, variables, conversions and small functions of mcube.
type evaluator struct {
	l     *loader
	depth int
}

func (e *evaluator) eval(f *file, expr ast.Expr, want *typeInfo) any {
	if e.depth > 40 {
		return &unknown{e.l.exprString(expr), "too deep to follow"}
	}
	e.depth++
	defer func() { e.depth-- }()
	switch x := expr.(type) {
	case *ast.ParenExpr:
		return e.eval(f, x.X, want)
	case *ast.BasicLit:
		return basicValue(x)
	case *ast.Ident:
		switch x.Name {
		case "true":
			return true
		case "false":
			return false
		case "nil":
			return nilValue{}
		case "iota":
			return &unknown{"iota", "iota is not followed"}
		}
		if d, ok := f.pkg.consts[x.Name]; ok && d.value != nil {
			return e.eval(d.file, d.value, want)
		}
		if d, ok := f.pkg.vars[x.Name]; ok && d.value != nil {
			return e.eval(d.file, d.value, want)
		}
		return &unknown{x.Name, "a local value, known only at run time"}
	case *ast.SelectorExpr:
		return e.selector(f, x, want)
	case *ast.UnaryExpr:
		v := e.eval(f, x.X, want)
		switch x.Op {
		case token.AND:
			return v
		case token.SUB:
			switch n := v.(type) {
			case int64:
				return -n
			case float64:
				return -n
			}
		case token.ADD:
			return v
		}
		return e.unknownFrom(v, expr)
	case *ast.BinaryExpr:
		return e.binary(f, x, want)
	case *ast.CompositeLit:
		return e.composite(f, x, want)
	case *ast.CallExpr:
		return e.call(f, x, want)
	}
	return &unknown{e.l.exprString(expr), "not a constant expression"}
}

func (e *evaluator) unknownFrom(v any, expr ast.Expr) any {
	if u, ok := v.(*unknown); ok {
		return &unknown{e.l.exprString(expr), u.why}
	}
	return &unknown{e.l.exprString(expr), "not a constant expression"}
}

func basicValue(lit *ast.BasicLit) any {
	switch lit.Kind {
	case token.INT:
		n, _ := strconv.ParseInt(strings.ReplaceAll(lit.Value, "_", ""), 0, 64)
		return n
	case token.FLOAT:
		n, _ := strconv.ParseFloat(strings.ReplaceAll(lit.Value, "_", ""), 64)
		return n
	case token.STRING:
		s, _ := strconv.Unquote(lit.Value)
		return s
	case token.CHAR:
		r, _, _, _ := strconv.UnquoteChar(strings.Trim(lit.Value, "'"), '\'')
		return int64(r)
	}
	return &unknown{lit.Value, "unknown literal"}
}

var durations = map[string]int64{
	"Nanosecond": int64(time.Nanosecond), "Microsecond": int64(time.Microsecond), "Millisecond": int64(time.Millisecond),
	"Second": int64(time.Second), "Minute": int64(time.Minute), "Hour": int64(time.Hour),
}

func (e *evaluator) selector(f *file, x *ast.SelectorExpr, want *typeInfo) any {
	alias, ok := x.X.(*ast.Ident)
	importPath := ""
	if ok {
		importPath = f.imports[alias.Name]
	}
	if importPath == "" {
		return &unknown{e.l.exprString(x), "read from another value at run time"}
	}
	if importPath == "time" {
		if n, ok := durations[x.Sel.Name]; ok {
			return n
		}
	}
	if p := e.l.load(importPath); p != nil {
		if d, ok := p.consts[x.Sel.Name]; ok && d.value != nil {
			return e.eval(d.file, d.value, want)
		}
		if d, ok := p.vars[x.Sel.Name]; ok && d.value != nil {
			return e.eval(d.file, d.value, want)
		}
		return &unknown{e.l.exprString(x), "not a constant of " + importPath}
	}
	return &unknown{e.l.exprString(x), "defined in " + importPath + ", outside mcube"}
}

func (e *evaluator) binary(f *file, x *ast.BinaryExpr, want *typeInfo) any {
	a, b := e.eval(f, x.X, want), e.eval(f, x.Y, want)
	if u, ok := a.(*unknown); ok {
		return &unknown{e.l.exprString(x), u.why}
	}
	if u, ok := b.(*unknown); ok {
		return &unknown{e.l.exprString(x), u.why}
	}
	if as, ok := a.(string); ok {
		if bs, ok := b.(string); ok && x.Op == token.ADD {
			return as + bs
		}
	}
	ai, aInt := a.(int64)
	bi, bInt := b.(int64)
	if aInt && bInt {
		switch x.Op {
		case token.ADD:
			return ai + bi
		case token.SUB:
			return ai - bi
		case token.MUL:
			return ai * bi
		case token.QUO:
			if bi != 0 {
				return ai / bi
			}
		case token.SHL:
			return ai << bi
		}
	}
	af, aNum := toFloat(a)
	bf, bNum := toFloat(b)
	if aNum && bNum {
		switch x.Op {
		case token.ADD:
			return af + bf
		case token.SUB:
			return af - bf
		case token.MUL:
			return af * bf
		case token.QUO:
			return af / bf
		}
	}
	return &unknown{e.l.exprString(x), "not a constant expression"}
}

func toFloat(v any) (float64, bool) {
	switch n := v.(type) {
	case int64:
		return float64(n), true
	case float64:
		return n, true
	}
	return 0, false
}

func (e *evaluator) composite(f *file, x *ast.CompositeLit, want *typeInfo) any {
	typ := want
	if x.Type != nil {
		typ = e.l.resolveType(f, x.Type)
	}
	for typ != nil && typ.kind == "pointer" {
		typ = typ.elem
	}
	if typ == nil {
		return &unknown{e.l.exprString(x), "literal of unknown type"}
	}
	switch typ.kind {
	case "struct":
		v := &structValue{typ: typ, fields: map[string]any{}}
		fields := structFields(typ)
		for i, elt := range x.Elts {
			name, value := "", elt
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				if id, ok := kv.Key.(*ast.Ident); ok {
					name = id.Name
				}
				value = kv.Value
			} else if i < len(fields) {
				name = fields[i].name
			}
			var fieldType *typeInfo
			for _, field := range fields {
				if field.name == name {
					fieldType = e.l.resolveType(typ.owner, field.typ)
				}
			}
			v.fields[name] = e.eval(f, value, fieldType)
		}
		return v
	case "slice":
		list := []any{}
		for _, elt := range x.Elts {
			list = append(list, e.eval(f, elt, typ.elem))
		}
		return list
	case "map":
		m := &mapValue{}
		for _, elt := range x.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				m.keys = append(m.keys, e.eval(f, kv.Key, nil))
				m.values = append(m.values, e.eval(f, kv.Value, typ.elem))
			}
		}
		return m
	}
	return &unknown{e.l.exprString(x), "literal of a type outside mcube"}
}

type structField struct {
	name     string
	typ      ast.Expr
	tag      string
	embedded bool
}

func structFields(typ *typeInfo) []structField {
	var fields []structField
	if typ == nil || typ.strct == nil {
		return nil
	}
	for _, field := range typ.strct.Fields.List {
		tag := ""
		if field.Tag != nil {
			tag, _ = strconv.Unquote(field.Tag.Value)
		}
		if len(field.Names) == 0 {
			fields = append(fields, structField{name: receiverTypeName(field.Type), typ: field.Type, tag: tag, embedded: true})
		}
		for _, name := range field.Names {
			fields = append(fields, structField{name: name.Name, typ: field.Type, tag: tag})
		}
	}
	return fields
}

func receiverTypeName(expr ast.Expr) string {
	switch t := expr.(type) {
	case *ast.StarExpr:
		return receiverTypeName(t.X)
	case *ast.SelectorExpr:
		return t.Sel.Name
	case *ast.Ident:
		return t.Name
	}
	return ""
}

func (e *evaluator) call(f *file, x *ast.CallExpr, want *typeInfo) any {
	// make(map…) and make([]…) start empty.
	if id, ok := x.Fun.(*ast.Ident); ok && id.Name == "make" && len(x.Args) > 0 {
		typ := e.l.resolveType(f, x.Args[0])
		if typ.kind == "map" {
			return &mapValue{}
		}
		return []any{}
	}
	// A conversion, T(x), keeps the value.
	if len(x.Args) == 1 {
		if typ := e.typeOf(f, x.Fun); typ != nil {
			return e.eval(f, x.Args[0], typ)
		}
	}
	// pkg.Get().Method(): a method of the object a package's Get returns, when its one
	// return does not read the object (application.Get().Name() is the constant "app").
	if sel, ok := x.Fun.(*ast.SelectorExpr); ok && len(x.Args) == 0 {
		if inner, ok := sel.X.(*ast.CallExpr); ok && len(inner.Args) == 0 {
			if fn := e.function(f, inner.Fun); fn != nil && fn.decl.Type.Results != nil && len(fn.decl.Type.Results.List) == 1 {
				typ := e.l.resolveType(fn.file, fn.decl.Type.Results.List[0].Type)
				for typ.kind == "pointer" {
					typ = typ.elem
				}
				if method := e.l.findMethod(typ, sel.Sel.Name); method != nil {
					if result := singleReturn(method.decl); result != nil {
						if v := e.eval(method.file, result, want); !isUnknown(v) {
							return v
						}
					}
				}
			}
		}
	}
	// A function of mcube without parameters that returns one expression.
	if fn := e.function(f, x.Fun); fn != nil && len(x.Args) == 0 && fn.decl.Type.Params.NumFields() == 0 {
		if result := singleReturn(fn.decl); result != nil {
			v := e.eval(fn.file, result, want)
			if u, ok := v.(*unknown); ok {
				return &unknown{e.l.exprString(x), u.why}
			}
			return v
		}
	}
	return &unknown{e.l.exprString(x), "computed at run time by " + e.l.exprString(x.Fun)}
}

// typeOf returns the type a conversion names, or nil when the expression is not a type.
func (e *evaluator) typeOf(f *file, expr ast.Expr) *typeInfo {
	switch t := expr.(type) {
	case *ast.Ident:
		if _, ok := basicKinds[t.Name]; ok {
			return e.l.resolveType(f, t)
		}
		if _, ok := f.pkg.types[t.Name]; ok {
			return e.l.resolveType(f, t)
		}
	case *ast.SelectorExpr:
		if alias, ok := t.X.(*ast.Ident); ok {
			importPath := f.imports[alias.Name]
			if importPath == "time" && t.Sel.Name == "Duration" {
				return e.l.resolveType(f, t)
			}
			if p := e.l.load(importPath); p != nil {
				if _, ok := p.types[t.Sel.Name]; ok {
					return e.l.resolveType(f, t)
				}
			}
		}
	case *ast.ParenExpr, *ast.StarExpr, *ast.ArrayType, *ast.MapType:
		return e.l.resolveType(f, t)
	}
	return nil
}

func (e *evaluator) function(f *file, expr ast.Expr) *funcDecl {
	switch t := expr.(type) {
	case *ast.Ident:
		return f.pkg.funcs[t.Name]
	case *ast.SelectorExpr:
		if alias, ok := t.X.(*ast.Ident); ok {
			if p := e.l.load(f.imports[alias.Name]); p != nil {
				return p.funcs[t.Sel.Name]
			}
		}
	}
	return nil
}

func singleReturn(fn *ast.FuncDecl) ast.Expr {
	if fn.Body == nil || len(fn.Body.List) != 1 {
		return nil
	}
	if ret, ok := fn.Body.List[0].(*ast.ReturnStmt); ok && len(ret.Results) == 1 {
		return ret.Results[0]
	}
	return nil
}

func isUnknown(v any) bool {
	_, ok := v.(*unknown)
	return ok
}
