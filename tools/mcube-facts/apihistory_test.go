package main

import (
	"reflect"
	"testing"
)

// breaking keeps what stops a build in the covered packages: a rename (the type's members
// moving with it), a removal and a new signature; additions and other packages are left out.
func TestBreaking(t *testing.T) {
	m := modulePath + "/"
	a := API{Names: map[string]string{m + "exception": "exception", m + "other": "other"}, Sigs: map[string]string{
		m + "exception|APIException":       "struct",
		m + "exception|APIException.Code":  "int",
		m + "exception|APIException.Error": "func() string",
		m + "exception|IsError":            "func(error) bool",
		m + "exception|New":                "func(int) *APIException",
		m + "exception|Start":              "func()",
		m + "other|Gone":                   "func()",
	}}
	b := API{Names: a.Names, Sigs: map[string]string{
		m + "exception|ApiException":       "struct",
		m + "exception|ApiException.Code":  "int",
		m + "exception|ApiException.Error": "func() string",
		m + "exception|New":                "func(int, string) *ApiException",
		m + "exception|Run":                "func()",
		m + "exception|Added":              "func()",
	}}
	got := breaking(a, b, []string{m + "exception"})
	want := []APIChange{
		{ID: "exception.APIException", Before: "struct", To: "exception.ApiException"},
		{ID: "exception.IsError", Before: "func(error) bool"},
		{ID: "exception.New", Before: "func(int) *APIException", After: "func(int, string) *ApiException"},
		{ID: "exception.Start", Before: "func()"}, // Run is no like name: removed, not renamed
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("breaking:\n got %+v\nwant %+v", got, want)
	}
}

func TestAlike(t *testing.T) {
	for _, pair := range [][2]string{{"Redist", "Redis"}, {"APIException", "ApiException"}, {"Stroe", "Store"}, {"Ctx", "FromCtx"}} {
		if !alike(pair[0], pair[1]) {
			t.Errorf("%s and %s should be alike", pair[0], pair[1])
		}
	}
	for _, pair := range [][2]string{{"Start", "Run"}, {"ApiDocPath", "PathPrefix"}} {
		if alike(pair[0], pair[1]) {
			t.Errorf("%s and %s should not be alike", pair[0], pair[1])
		}
	}
}
