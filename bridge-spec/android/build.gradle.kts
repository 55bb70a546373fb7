// The lendview bridge as an Android library module. Include it from the app's settings.gradle.kts
// (see README.md) or copy this folder into the app's repository.
import org.jetbrains.kotlin.gradle.dsl.JvmTarget

plugins {
    id("com.android.library")
    id("org.jetbrains.kotlin.android")
}

android {
    namespace = "com.lendview.bridge"
    compileSdk = 36

    defaultConfig {
        minSdk = 23
        // Keeps the legacy transport's @JavascriptInterface method in apps that shrink with R8.
        consumerProguardFiles("consumer-rules.pro")
    }

    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }

    testOptions {
        // The replay reads the vectors next to this module; org.json is Android's, so use the real one.
        unitTests.all { it.systemProperty("lendview.vectors", file("../vectors").path) }
    }
}

kotlin {
    compilerOptions {
        jvmTarget.set(JvmTarget.JVM_17)
        allWarningsAsErrors.set(true)
    }
}

dependencies {
    // addWebMessageListener, addDocumentStartJavaScript, WebViewFeature.
    implementation("androidx.webkit:webkit:1.14.0")
    // OnBackPressedCallback: back and the predictive back gesture.
    implementation("androidx.activity:activity:1.10.1")
    testImplementation("junit:junit:4.13.2")
    // The JVM's unit tests have no Android org.json; this is the same implementation.
    testImplementation("org.json:json:20260814")
}
