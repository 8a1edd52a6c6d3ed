// Command gin-health serves the health check of a Gin service in memory and prints its status
// and body: the check wrapped as {"code":0,"data":{…}} up to v2.0.45, the check alone from
// v2.0.46.
package main

import (
	"fmt"
	"net/http/httptest"
	"strings"

	"github.com/infraboard/mcube/v2/ioc"
	ioc_health "github.com/infraboard/mcube/v2/ioc/apps/health"
	_ "github.com/infraboard/mcube/v2/ioc/apps/health/gin"
	ioc_gin "github.com/infraboard/mcube/v2/ioc/config/gin"
)

func main() {
	ioc.DevelopmentSetup()
	recorder := httptest.NewRecorder()
	ioc_gin.RootRouter().ServeHTTP(recorder, httptest.NewRequest("GET", strings.TrimSuffix(ioc_health.DEFAUL_HEALTH_PATH, "/")+"/", nil))
	fmt.Println(recorder.Code, strings.TrimSpace(recorder.Body.String()))
}
