// Command error-body prints the status and the JSON body go-restful's response.Failed sends for
// exception.NewNotFound, its keys sorted: the error code is "error_code" up to v2.0.23 and
// "code" from v2.0.24; "namespace" becomes "service" in v2.0.28, which also leaves "http_code"
// out of the body until v2.0.64 puts it back.
package main

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"

	"github.com/emicklei/go-restful/v3"
	"github.com/infraboard/mcube/v2/exception"
	"github.com/infraboard/mcube/v2/http/restful/response"
)

func main() {
	recorder := httptest.NewRecorder()
	w := restful.NewResponse(recorder)
	w.SetRequestAccepts(restful.MIME_JSON)
	response.Failed(w, exception.NewNotFound("greeting %s", "g-1"))
	var body map[string]any
	if err := json.Unmarshal(recorder.Body.Bytes(), &body); err != nil {
		panic(err)
	}
	sorted, _ := json.Marshal(body)
	fmt.Println(recorder.Code, string(sorted))
}
