package main

import (
	"path/filepath"
	"testing"
)

// The extractor against testdata/module, a small stand-in for mcube with one example of
// each pattern it reads.
func sampleFacts(t *testing.T) *Facts {
	t.Helper()
	dir, err := filepath.Abs("testdata/module")
	if err != nil {
		t.Fatal(err)
	}
	facts, err := extract(&release{Version: "v0.0.0", Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	return facts
}

func findKey(t *testing.T, facts *Facts, section, key string) *Key {
	t.Helper()
	s := facts.Sections[section]
	if s == nil {
		t.Fatalf("no section [%s]", section)
	}
	for _, k := range s.Keys {
		if k.Key == key {
			return k
		}
	}
	t.Fatalf("[%s] has no key %s", section, key)
	return nil
}

func env(k *Key) string {
	if k.Env == nil {
		return "—"
	}
	return *k.Env
}

func TestKeys(t *testing.T) {
	facts := sampleFacts(t)
	cases := []struct {
		section, key, env, typ, def string
	}{
		{"sample", "host", "SAMPLE_HOST", "string", `"127.0.0.1"`},                  // tags and a literal in the var
		{"sample", "port", "SAMPLE_PORT", "int", "8080"},                            // a constant expression
		{"sample", "mode", "SAMPLE_MODE", "sample.Mode (string)", `"fast"`},         // a typed constant
		{"sample", "timeout", "SAMPLE_TIMEOUT", "time.Duration", "5s"},              // time units
		{"sample", "tags", "SAMPLE_TAGS", "[]string", `["a","b"]`},                  // a slice
		{"sample", "labels", "—", "map[string]string", "{}"},                        // maps have no env parser
		{"sample", "retries", "SAMPLE_RETRY_COUNT", "int", "3"},                     // set in init()
		{"sample", "owner", "SAMPLE_OWNER", "string", `"other-other"`},              // another package's Get().Method()
		{"sample", "group", "SAMPLE_GROUP", "string", `"workers"`},                  // set in Init when empty
		{"sample", "secret", "—", "string", `""`},                                   // no env tag
		{"sample", "region", "SAMPLE_REGION", "string", `"cn"`},                     // an embedded struct joins its parent
		{"sample.tls", "enable", "SAMPLE_TLS_ENABLE", "bool", "true"},               // a nested table with envPrefix
		{"sample.tls", "cert_file", "SAMPLE_TLS_CERT_FILE", "string", `"cert.pem"`}, // a nested field set in init()
	}
	for _, c := range cases {
		k := findKey(t, facts, c.section, c.key)
		if env(k) != c.env || k.Type != c.typ || k.Default != c.def {
			t.Errorf("[%s] %s = env %s, type %s, default %s; want %s, %s, %s", c.section, c.key, env(k), k.Type, k.Default, c.env, c.typ, c.def)
		}
	}
	if k := findKey(t, facts, "sample", "tags"); k.EnvSeparator != ";" {
		t.Errorf("tags env separator %q, want ;", k.EnvSeparator)
	}
	if k := findKey(t, facts, "sample.tls", "cert_file"); k.JSON != "certFile" || k.YAML != "cert-file" || k.TOML != "cert_file" {
		t.Errorf("cert_file names toml %s json %s yaml %s", k.TOML, k.JSON, k.YAML)
	}
	if k := findKey(t, facts, "sample", "group"); k.DefaultFrom != "Init(), when empty" {
		t.Errorf("group default from %q", k.DefaultFrom)
	}
}

func TestUnreadableDefaultSaysWhy(t *testing.T) {
	k := findKey(t, sampleFacts(t), "sample", "remote")
	if k.Static == nil || *k.Static || k.Default != "outside.DefaultURL" || k.Why == "" {
		t.Errorf("remote: static %v, default %s, why %q", k.Static, k.Default, k.Why)
	}
}

func TestUnexportedAndUntaggedFieldsAreNotKeys(t *testing.T) {
	for _, k := range sampleFacts(t).Sections["sample"].Keys {
		switch k.Key {
		case "hidden", "cache", "Dependency", "dependency":
			t.Errorf("%s is not configuration", k.Key)
		}
	}
}

func TestObjects(t *testing.T) {
	facts := sampleFacts(t)
	byPath := map[string]*Object{}
	for _, o := range facts.Objects {
		byPath[o.ImportPath] = o
	}
	sample := byPath[modulePath+"/ioc/config/sample"]
	if sample == nil || sample.Name != "sample" || sample.Namespace != "configs" || sample.Priority == nil || *sample.Priority != 509 {
		t.Fatalf("sample object: %+v", sample)
	}
	web := byPath[modulePath+"/ioc/apps/web"]
	if web == nil || web.Section != nil || web.Namespace != "apis" || web.Name != "*web.Handler" {
		t.Fatalf("web object: %+v", web)
	}
}

func TestEnvWithoutObjectPrefix(t *testing.T) {
	// Releases before v2.0.12 passed only the configured prefix to caarlos0/env.
	p := &pkg{methods: map[string]map[string]*funcDecl{}}
	if envPrefixedByName(p) {
		t.Error("a store without LoadFromEnv has no object prefix")
	}
}

func TestSemver(t *testing.T) {
	if !semverLess("v2.0.9", "v2.0.10") || semverLess("v2.1.0", "v2.0.92") {
		t.Error("semver order")
	}
	if _, ok := parseSemver("v2.1.0-rc1"); ok {
		t.Error("a pre-release is not a release")
	}
}

func TestReleaseMadeAfterAHigherOneIsOutOfLine(t *testing.T) {
	if !later("2026-04-26T10:00:00+08:00", "2026-02-15T09:00:00Z") || later("2026-02-15T09:00:00+08:00", "2026-02-15T02:00:00Z") {
		t.Error("times with zones")
	}
}
