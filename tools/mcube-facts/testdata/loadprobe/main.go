// Command loadprobe is built against one mcube release (go.mod: replace to the release's
// source) by mcube-facts loads. It loads the release's config objects through the release's
// own loaders, NamespaceStore.LoadFromEnv and LoadFromFile or LoadFromFileContent, and prints,
// as JSON, each field's value after registration and which env variables and TOML keys set it.
// It lives under testdata because it builds only against a release, not in mcube-facts' module.
package main

import (
	"encoding"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/infraboard/mcube/v2/ioc"
	// IMPORTS: mcube-facts writes a blank import of every package under ioc/config and ioc/apps here.
)

// Leaf is one field a loader can set.
type Leaf struct {
	Object  string   `json:"object"`  // the object's Name()
	Type    string   `json:"type"`    // import path and type of the object
	Field   string   `json:"field"`   // Go field path from the object
	Default string   `json:"default"` // the value after registration, written as the facts write defaults
	Env     []string `json:"env,omitempty"`
	File    []string `json:"file,omitempty"` // section.key of a TOML file that sets it
	// EnvFails lists env variables whose value makes loading fail instead of setting the field.
	EnvFails []string `json:"envFails,omitempty"`

	value  reflect.Value
	saved  reflect.Value
	envTag string
	toml   string
	kind   reflect.Type
}

type candidates struct {
	Env  []string `json:"env"`
	File []string `json:"file"`
}

var namespaces = []func() ioc.StoreUser{ioc.Config, ioc.Default, ioc.Controller, ioc.Api}

func main() {
	var cand candidates
	if len(os.Args) > 1 {
		raw, err := os.ReadFile(os.Args[1])
		if err == nil {
			err = json.Unmarshal(raw, &cand)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	for _, kv := range os.Environ() {
		os.Unsetenv(strings.SplitN(kv, "=", 2)[0])
	}
	var leaves []*Leaf
	envNames, fileKeys := map[string]bool{}, map[string]bool{}
	for _, ns := range namespaces {
		ns().ForEach(func(w *ioc.ObjectWrapper) {
			v := reflect.ValueOf(w.Value)
			if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
				return
			}
			t := v.Elem().Type()
			found := walk(v.Elem(), w.Value.Name(), t.PkgPath()+"."+t.Name(), "", "", "")
			for _, l := range found {
				envNames[strings.ToUpper(w.Value.Name())+"_"+l.envTag] = true
				envNames[l.envTag] = true
				fileKeys[w.Value.Name()+"."+l.toml] = true
			}
			leaves = append(leaves, found...)
		})
	}
	for _, name := range cand.Env {
		envNames[name] = true
	}
	for _, key := range cand.File {
		fileKeys[key] = true
	}
	for _, l := range leaves {
		l.saved = clone(l.value)
		l.Default = format(l.value)
	}
	var untested []string
	var baselineFails bool
	for _, ns := range namespaces {
		if loader, ok := ns().(interface{ LoadFromEnv(string) error }); ok && loader.LoadFromEnv("") != nil {
			baselineFails = true
		}
	}
	restore(leaves)
	for _, name := range sorted(envNames) {
		target := leafFor(leaves, func(l *Leaf) bool { return l.envTag != "" && name == strings.ToUpper(l.Object)+"_"+l.envTag })
		if target == nil {
			target = leafFor(leaves, func(l *Leaf) bool { return l.envTag != "" && strings.HasSuffix(name, l.envTag) })
		}
		if target == nil {
			continue // no env tag ends so: caarlos0/env cannot read it
		}
		value, ok := marker(target, true)
		if !ok {
			untested = append(untested, "env "+name+": no value of type "+target.kind.String())
			continue
		}
		os.Setenv(name, value)
		var failed bool
		for _, ns := range namespaces {
			if loader, ok := ns().(interface{ LoadFromEnv(string) error }); ok {
				if err := loader.LoadFromEnv(""); err != nil {
					failed = true
					fmt.Fprintf(os.Stderr, "%s=%s: %v\n", name, value, err)
				}
			}
		}
		os.Unsetenv(name)
		for _, l := range changed(leaves) {
			l.Env = append(l.Env, name)
		}
		if failed && !baselineFails {
			target.EnvFails = append(target.EnvFails, name)
		}
		restore(leaves)
	}
	dir, err := os.MkdirTemp("", "loadprobe-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer os.RemoveAll(dir)
	for _, key := range sorted(fileKeys) {
		i := strings.LastIndex(key, ".")
		section, name := key[:i], key[i+1:]
		target := leafFor(leaves, func(l *Leaf) bool { return strings.EqualFold(l.Object+"."+l.toml, key) })
		if target == nil {
			target = leafFor(leaves, func(l *Leaf) bool { return strings.EqualFold(l.toml[strings.LastIndex(l.toml, ".")+1:], name) })
		}
		if target == nil {
			continue // no field has the name: nothing can read it
		}
		value, ok := marker(target, false)
		if !ok {
			untested = append(untested, "file "+key+": no value of type "+target.kind.String())
			continue
		}
		content := []byte(fmt.Sprintf("[%s]\n%s = %s\n", section, name, value))
		path := filepath.Join(dir, "application.toml")
		os.WriteFile(path, content, 0o644)
		for _, ns := range namespaces {
			switch loader := ns().(type) {
			case interface{ LoadFromFileContent([]byte, string) error }:
				loader.LoadFromFileContent(content, ".toml")
			case interface{ LoadFromFile(string) error }:
				loader.LoadFromFile(path)
			}
		}
		for _, l := range changed(leaves) {
			l.File = append(l.File, key)
		}
		restore(leaves)
	}
	out := json.NewEncoder(os.Stdout)
	out.SetIndent("", " ")
	out.Encode(map[string]any{"leaves": leaves, "untested": untested})
}

// walk lists the fields of a struct a loader may set: exported, not structs themselves
// (their fields are listed), with the toml and env tags as the loaders see them.
func walk(v reflect.Value, object, typ, field, toml, envPrefix string) []*Leaf {
	var leaves []*Leaf
	t := v.Type()
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		fv := v.Field(i)
		path := strings.TrimPrefix(field+"."+f.Name, ".")
		tomlName := strings.Split(f.Tag.Get("toml"), ",")[0]
		if tomlName == "" {
			tomlName = f.Name
		}
		inner := fv
		for inner.Kind() == reflect.Pointer && !inner.IsNil() {
			inner = inner.Elem()
		}
		if inner.Kind() == reflect.Struct && strings.HasPrefix(inner.Type().PkgPath(), "github.com/infraboard/mcube/v2") && !isText(inner) {
			if inner.Type().Name() == "ObjectImpl" {
				continue
			}
			nested := toml
			if !f.Anonymous {
				nested = strings.TrimPrefix(toml+"."+tomlName, ".")
			}
			leaves = append(leaves, walk(inner, object, typ, path, nested, envPrefix+f.Tag.Get("envPrefix"))...)
			continue
		}
		if f.Tag.Get("toml") == "" && f.Tag.Get("env") == "" && f.Tag.Get("json") == "" {
			continue
		}
		envTag := ""
		if tag := strings.Split(f.Tag.Get("env"), ",")[0]; tag != "" {
			envTag = envPrefix + tag
		}
		leaves = append(leaves, &Leaf{Object: object, Type: typ, Field: path, value: fv, envTag: envTag,
			toml: strings.TrimPrefix(toml+"."+tomlName, "."), kind: fv.Type()})
	}
	return leaves
}

func isText(v reflect.Value) bool {
	return reflect.PointerTo(v.Type()).Implements(reflect.TypeOf((*encoding.TextUnmarshaler)(nil)).Elem())
}

func leafFor(leaves []*Leaf, match func(*Leaf) bool) *Leaf {
	for _, l := range leaves {
		if match(l) {
			return l
		}
	}
	return nil
}

func changed(leaves []*Leaf) []*Leaf {
	var out []*Leaf
	for _, l := range leaves {
		if !reflect.DeepEqual(l.value.Interface(), l.saved.Interface()) {
			out = append(out, l)
		}
	}
	return out
}

func restore(leaves []*Leaf) {
	for _, l := range leaves {
		l.value.Set(clone(l.saved))
	}
}

// clone copies a value with its own slice or map: a loader may write into the default's.
func clone(v reflect.Value) reflect.Value {
	c := reflect.New(v.Type()).Elem()
	switch {
	case v.Kind() == reflect.Slice && !v.IsNil():
		c.Set(reflect.MakeSlice(v.Type(), v.Len(), v.Len()))
		reflect.Copy(c, v)
	case v.Kind() == reflect.Map && !v.IsNil():
		c.Set(reflect.MakeMap(v.Type()))
		for _, k := range v.MapKeys() {
			c.SetMapIndex(k, v.MapIndex(k))
		}
	default:
		c.Set(v)
	}
	return c
}

// marker is a value of the leaf's type that differs from its default, as an env variable
// (raw) or as a TOML value (quoted where TOML needs it).
func marker(l *Leaf, env bool) (string, bool) {
	quote := func(s string) string {
		if env {
			return s
		}
		return strconv.Quote(s)
	}
	t := l.kind
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if reflect.PointerTo(t).Implements(reflect.TypeOf((*encoding.TextUnmarshaler)(nil)).Elem()) {
		for _, s := range []string{"warn", "error", "7", "true", "probe", "http://probe.invalid:7"} {
			p := reflect.New(t)
			if p.Interface().(encoding.TextUnmarshaler).UnmarshalText([]byte(s)) == nil && format(p.Elem()) != l.Default {
				return quote(s), true
			}
		}
		return "", false
	}
	if t == reflect.TypeOf(time.Duration(0)) {
		d := time.Duration(0)
		if l.value.Kind() == reflect.Int64 {
			d = time.Duration(l.value.Int())
		}
		if env {
			return (d + 7*time.Second).String(), true
		}
		return strconv.FormatInt(int64(d+7*time.Second), 10), true
	}
	switch t.Kind() {
	case reflect.String:
		if l.Default == strconv.Quote("marker") {
			return quote("other-marker"), true
		}
		return quote("marker"), true
	case reflect.Bool:
		if l.value.Kind() == reflect.Bool && l.value.Bool() {
			return "false", true
		}
		return "true", true
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n := int64(0)
		if l.value.Kind() != reflect.Pointer {
			n = l.value.Int()
		}
		return strconv.FormatInt(n%100+7, 10), true
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		n := uint64(0)
		if l.value.Kind() != reflect.Pointer {
			n = l.value.Uint()
		}
		return strconv.FormatUint(n%100+7, 10), true
	case reflect.Float32, reflect.Float64:
		return "7.5", true
	case reflect.Slice:
		switch t.Elem().Kind() {
		case reflect.String:
			if env {
				return "probe1,probe2", true
			}
			return `["probe1", "probe2"]`, true
		case reflect.Int, reflect.Int64, reflect.Int32:
			if env {
				return "7,8", true
			}
			return "[7, 8]", true
		}
	case reflect.Map:
		if t.Key().Kind() == reflect.String && t.Elem().Kind() == reflect.String {
			if env {
				return "probe:value", true
			}
			return `{ probe = "value" }`, true
		}
	}
	return "", false
}

// format writes a value as the facts write defaults: Go literals, lists as [a,b].
func format(v reflect.Value) string {
	if v.Kind() == reflect.Pointer {
		if v.IsNil() {
			return "nil"
		}
		v = v.Elem()
	}
	if v.Type() == reflect.TypeOf(time.Duration(0)) {
		return time.Duration(v.Int()).String()
	}
	switch v.Kind() {
	case reflect.String:
		return strconv.Quote(v.String())
	case reflect.Bool:
		return strconv.FormatBool(v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.FormatInt(v.Int(), 10)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return strconv.FormatUint(v.Uint(), 10)
	case reflect.Float32, reflect.Float64:
		return strconv.FormatFloat(v.Float(), 'g', -1, 64)
	case reflect.Slice:
		parts := make([]string, v.Len())
		for i := range parts {
			parts[i] = format(v.Index(i))
		}
		return "[" + strings.Join(parts, ",") + "]"
	case reflect.Map:
		keys := v.MapKeys()
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = format(k) + ":" + format(v.MapIndex(k))
		}
		sort.Strings(parts)
		return "{" + strings.Join(parts, ",") + "}"
	}
	return fmt.Sprintf("%q", fmt.Sprint(v.Interface()))
}

func sorted(set map[string]bool) []string {
	list := make([]string, 0, len(set))
	for s := range set {
		list = append(list, s)
	}
	sort.Strings(list)
	return list
}
