// Command desense-method sends, with go-restful's response.Success, a value whose Desense
// method blanks its password and prints the body: masked up to v2.0.15 (Success called
// Desense), sent as it is from v2.0.16 (Success masks the fields tagged mask:"…" instead).
package main

import (
	"fmt"
	"net/http/httptest"
	"strings"

	"github.com/emicklei/go-restful/v3"
	"github.com/infraboard/mcube/v2/http/restful/response"
)

type account struct {
	Name     string `json:"name"`
	Password string `json:"password"`
}

func (a *account) Desense() { a.Password = "******" }

func main() {
	recorder := httptest.NewRecorder()
	w := restful.NewResponse(recorder)
	w.SetRequestAccepts(restful.MIME_JSON)
	response.Success(w, &account{Name: "alice", Password: "s3cret"})
	fmt.Println(strings.Join(strings.Fields(recorder.Body.String()), ""))
}
