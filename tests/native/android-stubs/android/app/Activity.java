package android.app;

import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import android.view.View;

/** Stub: the part of android.app.Activity the example uses, for a JVM type-check only. */
public class Activity extends Context {
    protected void onCreate(Bundle savedInstanceState) {}
    protected void onResume() {}
    protected void onPause() {}
    protected void onDestroy() {}
    public void onBackPressed() {}
    public void finish() {}
    public void setContentView(View view) {}
    public void startActivity(Intent intent) {}
}
