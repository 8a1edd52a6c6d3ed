// Link targets: the pkg.go.dev address of a declaration (the module's version, the anchor
// pkg.go.dev gives it) and its signature on one line, or why it has none.

package main

import (
	"bytes"
	"fmt"
	"go/token"
	"go/types"
	"strings"
)

// target is the pkg.go.dev address and one-line signature of what an identifier denotes,
// or why it has none.
// via is the type a method or field was selected on (x in x.Method), if any.
func (c *linkCollector) target(obj types.Object, via types.Type) (url, signature, reason string) {
	pkgPath := obj.Pkg().Path()
	if strings.HasPrefix(pkgPath, "example.com/") {
		return "", "", plainOwn
	}
	if !strings.Contains(strings.Split(pkgPath, "/")[0], ".") {
		return "", "", plainStd
	}
	module := ""
	for m := range c.modules {
		if (pkgPath == m || strings.HasPrefix(pkgPath, m+"/")) && len(m) > len(module) {
			module = m
		}
	}
	if module == "" {
		must(fmt.Errorf("no module of the build holds %s", pkgPath))
	}
	anchor, signature := c.anchor(obj, via)
	if anchor == "" {
		return "", "", plainNoAnchor
	}
	return "https://pkg.go.dev/" + pkgPath + "@" + c.modules[module] + "#" + anchor, signature, ""
}

// anchor is the id pkg.go.dev gives a declaration: Name for what a package declares,
// Type.Method for a method (of an interface too), Type.Field for a struct field.
func (c *linkCollector) anchor(obj types.Object, via types.Type) (string, string) {
	qualifier := func(p *types.Package) string {
		if p == obj.Pkg() {
			return ""
		}
		return p.Name()
	}
	typeString := func(t types.Type) string { return types.TypeString(t, qualifier) }
	switch o := obj.(type) {
	case *types.Func:
		o = o.Origin()
		sig := o.Type().(*types.Signature)
		var params bytes.Buffer
		types.WriteSignature(&params, sig, qualifier)
		if sig.Recv() == nil {
			return o.Name(), "func " + o.Name() + params.String()
		}
		owner := namedOf(sig.Recv().Type())
		// A method of an unexported embedded type is documented on the exported type that
		// embeds it (go/doc lists it there): redis.StatusCmd.Err, declared on baseCmd.
		if embedding := namedOf(via); owner != nil && !owner.Obj().Exported() && embedding != nil && embedding.Obj().Exported() && embedding.Obj().Pkg() == owner.Obj().Pkg() {
			owner = embedding
			recv := types.NewVar(sig.Recv().Pos(), sig.Recv().Pkg(), "", via)
			sig = types.NewSignatureType(recv, nil, nil, sig.Params(), sig.Results(), sig.Variadic())
		}
		if owner == nil || !owner.Obj().Exported() || owner.Obj().Parent() != owner.Obj().Pkg().Scope() {
			return "", ""
		}
		receiver := typeString(sig.Recv().Type())
		if _, isInterface := owner.Underlying().(*types.Interface); isInterface {
			receiver = owner.Obj().Name()
		} else if name := sig.Recv().Name(); name != "" && name != "_" {
			receiver = name + " " + receiver
		}
		return owner.Obj().Name() + "." + o.Name(), "func (" + receiver + ") " + o.Name() + params.String()
	case *types.Var:
		o = o.Origin()
		if !o.IsField() {
			return o.Name(), "var " + o.Name() + " " + typeString(o.Type())
		}
		owner := c.fieldOwner(o)
		if owner == nil {
			return "", ""
		}
		return owner.Name() + "." + o.Name(), owner.Name() + "." + o.Name() + " " + typeString(o.Type())
	case *types.Const:
		if basic, ok := o.Type().(*types.Basic); ok && basic.Info()&types.IsUntyped != 0 {
			return o.Name(), "const " + o.Name() + " = " + o.Val().ExactString()
		}
		return o.Name(), "const " + o.Name() + " " + typeString(o.Type())
	case *types.TypeName:
		return o.Name(), typeSignature(o, typeString)
	}
	return "", ""
}

// typeSignature is a type's declaration on one line: a struct or interface by its kind alone.
func typeSignature(o *types.TypeName, typeString func(types.Type) string) string {
	head := "type " + o.Name()
	if named, ok := o.Type().(*types.Named); ok && named.TypeParams().Len() > 0 {
		var params []string
		for i := 0; i < named.TypeParams().Len(); i++ {
			p := named.TypeParams().At(i)
			params = append(params, p.Obj().Name()+" "+typeString(p.Constraint()))
		}
		head += "[" + strings.Join(params, ", ") + "]"
	}
	if o.IsAlias() {
		return head + " = " + typeString(types.Unalias(o.Type()))
	}
	switch u := o.Type().Underlying().(type) {
	case *types.Struct:
		return head + " struct{…}"
	case *types.Interface:
		return head + " interface{…}"
	default:
		return head + " " + typeString(u)
	}
}

// namedOf is the named type of a receiver (T or *T), generic ones as declared.
func namedOf(t types.Type) *types.Named {
	if t == nil {
		return nil
	}
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Origin()
	}
	return nil
}

// fieldOwner is the exported package-level struct type that declares a field, if any. Every
// type defined from a struct type shares its fields (prometheus.CounterOpts is Opts), and
// pkg.go.dev anchors a field on the type whose declaration spells the struct: the nearest
// type declared before the field in its file.
func (c *linkCollector) fieldOwner(field *types.Var) *types.TypeName {
	if owner, ok := c.fields[field]; ok {
		return owner
	}
	at := c.fset.Position(field.Pos())
	var owner *types.TypeName
	var ownerAt token.Position
	scope := field.Pkg().Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || !hasField(tn.Type(), field) {
			continue
		}
		declared := c.fset.Position(tn.Pos())
		if declared.Filename == at.Filename && before(declared, at) && (owner == nil || before(ownerAt, declared)) {
			owner, ownerAt = tn, declared
		}
	}
	if owner != nil && !owner.Exported() {
		owner = nil
	}
	c.fields[field] = owner
	return owner
}

// hasField reports whether a type's struct has the field itself (not one promoted from an embedded struct).
func hasField(t types.Type, field *types.Var) bool {
	s, ok := t.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := 0; i < s.NumFields(); i++ {
		if s.Field(i) == field {
			return true
		}
	}
	return false
}

// before reports whether a comes before b in the same file.
func before(a, b token.Position) bool {
	return a.Line < b.Line || a.Line == b.Line && a.Column < b.Column
}
