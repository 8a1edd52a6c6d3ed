// Package load loads one config file through mcube v2.1.10's own loader (ioc.DefaultStore.LoadConfig,
// the step ioc.DevelopmentSetup runs before any object starts) and prints, as JSON, what the release
// made of it: the loader's error, each key of the file that a registered object reads, each one no
// object reads, and the value each read key ended with. The program that calls Print decides which
// objects are registered, by the packages it imports, as a service does.
package load

import (
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"sort"
	"strings"

	"github.com/BurntSushi/toml"
	"github.com/infraboard/mcube/v2/ioc"
	"github.com/mitchellh/mapstructure"
)

// Result is what the program prints.
type Result struct {
	// Error is the loader's error, "" when it loaded the file.
	Error string `json:"error"`
	// Read are the keys ("section.key", "section.table.key") some registered object reads.
	Read []string `json:"read"`
	// Unread are the keys of the file no registered object reads (a section no object has, or a
	// key its struct does not have).
	Unread []string `json:"unread"`
	// Values are the read keys' values after loading, as Go prints them (%v).
	Values map[string]string `json:"values"`
}

// objects are the registered objects of every namespace whose Name() is the section.
func objects(section string) []ioc.Object {
	found := []ioc.Object{}
	ioc.DefaultStore.ForEatch(func(namespace *ioc.NamespaceStore) {
		namespace.ForEach(func(w *ioc.ObjectWrapper) {
			if w.Value.Name() == section {
				found = append(found, w.Value)
			}
		})
	})
	return found
}

// decoderConfig is the loader's own mapstructure configuration (ioc/store.go LoadFromFileContent).
func decoderConfig(result any) *mapstructure.DecoderConfig {
	return &mapstructure.DecoderConfig{Result: result, TagName: "toml", Squash: true, WeaklyTypedInput: true, MatchName: strings.EqualFold}
}

// flatten lists the leaf keys of a TOML table as dotted paths.
func flatten(prefix string, table map[string]any, into map[string]any) {
	for key, value := range table {
		if inner, ok := value.(map[string]any); ok {
			flatten(prefix+key+".", inner, into)
			continue
		}
		into[prefix+key] = value
	}
}

// Print loads the file named by the first argument and prints the Result. The environment is read
// too (as ioc.DevelopmentSetup does since v2.1.0: file first, then variables) when CHECK_ENV=1.
func Print() {
	path := os.Args[1]
	result := Result{Read: []string{}, Unread: []string{}, Values: map[string]string{}}

	req := ioc.NewLoadConfigRequest()
	req.ConfigEnv.Enabled = os.Getenv("CHECK_ENV") == "1"
	req.ConfigFile.Enabled = true
	req.ConfigFile.Paths = []string{path}
	if err := ioc.DefaultStore.LoadConfig(req); err != nil {
		result.Error = err.Error()
	}

	content, err := os.ReadFile(path)
	if err != nil {
		panic(err)
	}
	file := map[string]any{}
	if _, err := toml.Decode(string(content), &file); err != nil {
		result.Error = err.Error()
	}
	for section, data := range file {
		keys := map[string]any{}
		if table, ok := data.(map[string]any); ok {
			flatten("", table, keys)
		} else {
			keys[""] = data
		}
		read := map[string]bool{}
		loaded := map[string]any{}
		for _, object := range objects(section) {
			// Whether the object takes each key: the same decoding of that key alone into a shallow
			// copy of the registered object (a type error also says the field is there; mapstructure
			// keeps no metadata of a decoding that failed). A copy, not a zero value: an embedded
			// pointer (the metric handlers' *metric.Metric) is set by the registration, and the
			// loader fills it through it. It writes the value the file already gave it.
			for key, value := range keys {
				copied := reflect.New(reflect.TypeOf(object).Elem())
				copied.Elem().Set(reflect.ValueOf(object).Elem())
				fresh := copied.Interface()
				var metadata mapstructure.Metadata
				config := decoderConfig(fresh)
				config.Metadata = &metadata
				decoder, err := mapstructure.NewDecoder(config)
				if err != nil {
					panic(err)
				}
				if decoder.Decode(nested(key, value)) != nil || len(metadata.Unused) == 0 {
					read[key] = true
				}
			}
			// The values the real loader left in the registered object.
			values := map[string]any{}
			if decoder, err := mapstructure.NewDecoder(decoderConfig(&values)); err == nil && decoder.Decode(object) == nil {
				flatten("", lowerKeys(values), loaded)
			}
		}
		for key := range keys {
			name := strings.TrimSuffix(section+"."+key, ".")
			if !read[key] {
				result.Unread = append(result.Unread, name)
				continue
			}
			result.Read = append(result.Read, name)
			if value, ok := loaded[strings.ToLower(key)]; ok {
				if pointer := reflect.ValueOf(value); pointer.Kind() == reflect.Pointer && !pointer.IsNil() {
					value = pointer.Elem().Interface()
				}
				result.Values[name] = fmt.Sprintf("%v", value)
			}
		}
	}
	sort.Strings(result.Read)
	sort.Strings(result.Unread)
	out, _ := json.MarshalIndent(result, "", "  ")
	fmt.Println(string(out))
}

// nested is the table {a: {b: value}} for the dotted key "a.b".
func nested(key string, value any) map[string]any {
	parts := strings.Split(key, ".")
	table := map[string]any{parts[len(parts)-1]: value}
	for i := len(parts) - 2; i >= 0; i-- {
		table = map[string]any{parts[i]: table}
	}
	return table
}

// lowerKeys lower-cases the keys of nested maps: a file matches them case-insensitively.
func lowerKeys(table map[string]any) map[string]any {
	out := map[string]any{}
	for key, value := range table {
		if inner, ok := value.(map[string]any); ok {
			value = lowerKeys(inner)
		}
		out[strings.ToLower(key)] = value
	}
	return out
}
