// Package layout: a page's blocks sorted by their fences into programs (whole files,
// program=), fragments (wrap=), mistakes and exempted blocks, and each program given the
// root folder its imports of example.com/<root>/… ask for.

package main

import (
	"fmt"
	"go/parser"
	"go/token"
	"path"
	"strings"
)

func assemblePage(blocks []*Block) ([]*unit, *pageReport, []string) {
	first := blocks[0]
	report := &pageReport{locale: first.Locale, page: first.Page}
	var problems []string
	programs := map[string]*program{}
	var programNames []string
	var fragments, mistakes, exempts []*Block

	for _, b := range blocks {
		switch {
		case b.Attrs["exempt"] != "":
			report.exempted++
			exempts = append(exempts, b)
		case b.Attrs["mistake"] != "":
			report.mistakes++
			mistakes = append(mistakes, b)
		case isWholeFile(b.Code) || isProto(b):
			title := b.Attrs["title"]
			if !strings.HasSuffix(title, ".go") && !isProto(b) {
				problems = append(problems, b.where()+`: a whole Go file needs title="path/name.go" (or wrap=, mistake=, exempt=)`)
				continue
			}
			// program="gin restful": a file both tabs' programs share (a business package).
			names := strings.Fields(b.Attrs["program"])
			if len(names) == 0 {
				names = []string{"main"}
			}
			for _, name := range names {
				p := programs[name]
				if p == nil {
					p = &program{name: name}
					programs[name] = p
					programNames = append(programNames, name)
				}
				for _, f := range p.files {
					if f.path == title {
						problems = append(problems, fmt.Sprintf(`%s: program %q already has %s (from line %d): give one of them program="…"`, b.where(), name, title, f.block.Line))
					}
				}
				p.files = append(p.files, file{path: title, code: b.Code, block: b})
			}
			if !isProto(b) {
				report.compiled++
			}
		case b.Attrs["wrap"] != "":
			report.wrapped++
			fragments = append(fragments, b)
		default:
			problems = append(problems, b.where()+`: a Go fragment must say how it compiles: wrap="imports|decls|func(…)", or mistake="…" or exempt="…"`)
		}
	}
	if len(problems) > 0 {
		return nil, report, problems
	}

	pageSlug := slug(first.Page)
	var units []*unit
	for _, name := range programNames {
		p := programs[name]
		root, internal, err := programRoot(p)
		if err != nil {
			problems = append(problems, err.Error())
			continue
		}
		p.internal = internal
		p.root = root
		if p.root == "" {
			p.root = pageSlug
			if len(programNames) > 1 || name != "main" {
				p.root += "-" + name
			}
		}
		units = append(units, &unit{locale: first.Locale, page: first.Page, program: name, root: p.root, files: p.files, pristine: true})
	}

	seeds := pageImports(blocks)
	// Fragments that replace nothing share one copy of their program; the others get one each.
	shared := map[string]*unit{}
	for _, b := range fragments {
		u, err := wrapFragment(b, programs, programNames, pageSlug, seeds, shared)
		if err != nil {
			problems = append(problems, err.Error())
			continue
		}
		if u != nil {
			units = append(units, u)
		}
	}
	for _, b := range mistakes {
		u, err := mistakeUnit(b, programs, programNames, pageSlug, seeds)
		if err != nil {
			problems = append(problems, err.Error())
			continue
		}
		units = append(units, u)
	}
	for _, b := range exempts {
		if u := exemptUnit(b, programs, programNames, pageSlug, seeds); u != nil {
			units = append(units, u)
		}
	}
	return units, report, problems
}

// programRoot finds the folder of a program from its imports of example.com/<root>/….
func programRoot(p *program) (string, bool, error) {
	roots := map[string]bool{}
	for _, f := range p.files {
		if isProto(f.block) {
			continue
		}
		parsed, err := parser.ParseFile(token.NewFileSet(), f.path, f.code, parser.ImportsOnly)
		if err != nil {
			return "", false, fmt.Errorf("%s: %v", f.block.where(), err)
		}
		for _, spec := range parsed.Imports {
			importPath := strings.Trim(spec.Path.Value, `"`)
			if rest, ok := strings.CutPrefix(importPath, "example.com/"); ok {
				roots[strings.Split(rest, "/")[0]] = true
			}
		}
	}
	if len(roots) > 1 {
		return "", false, fmt.Errorf("%s: program %q imports more than one module under example.com/", p.files[0].block.where(), p.name)
	}
	for root := range roots {
		return root, true, nil
	}
	return "", false, nil
}

func targetProgram(b *Block, programs map[string]*program, names []string) (*program, error) {
	if name := b.Attrs["program"]; name != "" {
		p := programs[name]
		if p == nil {
			return nil, fmt.Errorf("%s: program %q has no whole file on this page", b.where(), name)
		}
		return p, nil
	}
	// On a page with several programs, a fragment names its program or stands alone.
	if len(names) == 1 {
		return programs[names[0]], nil
	}
	return nil, nil
}

// packageIn returns the package name of the program's files in dir, or a name for a new one.
func packageIn(p *program, dir string) string {
	for _, f := range p.files {
		if path.Dir(f.path) == dir && !isProto(f.block) {
			if m := packageClause.FindStringSubmatch(f.code); m != nil {
				return m[1]
			}
		}
	}
	if dir == "." {
		return "main"
	}
	return path.Base(dir)
}
