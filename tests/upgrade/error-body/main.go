// Command error-body prints the status and the JSON body that go-restful's and Gin's
// response.Failed send for exception.NewNotFound, keys sorted: the error code is "error_code"
// up to v2.0.23 and "code" from v2.0.24; "namespace" becomes "service" in v2.0.28; "http_code"
// is left out of the body from v2.0.25 (Gin) and v2.0.28 (go-restful) until v2.0.64.
package main

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"

	"github.com/emicklei/go-restful/v3"
	"github.com/gin-gonic/gin"
	"github.com/infraboard/mcube/v2/exception"
	gin_response "github.com/infraboard/mcube/v2/http/gin/response"
	"github.com/infraboard/mcube/v2/http/restful/response"
)

func notFound() error { return exception.NewNotFound("greeting %s", "g-1") }

func sorted(recorder *httptest.ResponseRecorder) string {
	var body map[string]any
	if err := json.Unmarshal(recorder.Body.Bytes(), &body); err != nil {
		panic(err)
	}
	out, _ := json.Marshal(body)
	return fmt.Sprint(recorder.Code, " ", string(out))
}

func main() {
	restfulRecorder := httptest.NewRecorder()
	w := restful.NewResponse(restfulRecorder)
	w.SetRequestAccepts(restful.MIME_JSON)
	response.Failed(w, notFound())

	gin.SetMode(gin.ReleaseMode)
	ginRecorder := httptest.NewRecorder()
	c, _ := gin.CreateTestContext(ginRecorder)
	gin_response.Failed(c, notFound())

	fmt.Printf("go-restful: %s; gin: %s\n", sorted(restfulRecorder), sorted(ginRecorder))
}
